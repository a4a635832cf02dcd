// Short names for the contract's schemas, shared by the front end, the BFF, the mocks and the tests.
import type { components } from "./schema.gen";

type Schemas = components["schemas"];

export type User = Schemas["User"];
export type Role = Schemas["Role"];
export type Product = Schemas["Product"];
export type ProductCreate = Schemas["ProductCreate"];
export type ProductUpdate = Schemas["ProductUpdate"];
export type Category = Schemas["Category"];
export type Subcategory = Schemas["Subcategory"];
export type Brand = Schemas["Brand"];
export type Vehicle = Schemas["Vehicle"];
export type VehicleInput = Schemas["VehicleInput"];
export type ProductFitment = Schemas["ProductFitment"];
export type FitmentInput = Schemas["FitmentInput"];
export type LabelTemplate = Schemas["LabelTemplate"];
export type LabelSize = Schemas["LabelSize"];
export type Customer = Schemas["Customer"];
export type Promotion = Schemas["Promotion"];
export type PromotionProduct = Schemas["PromotionProduct"];
export type DashboardStats = Schemas["DashboardStats"];
export type LowStockProduct = Schemas["LowStockProduct"];
export type RecentSale = Schemas["RecentSale"];
export type TopSellingProduct = Schemas["TopSellingProduct"];
export type ImportField = Schemas["ImportField"];
export type ProductImport = Schemas["ProductImport"];
export type ProductImportOptions = Schemas["ProductImportOptions"];
export type ProductImportPreview = Schemas["ProductImportPreview"];
