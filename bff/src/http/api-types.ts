// The answers the BFF sends, as the contract defines them: the same generated types the front end
// and the mocks use, so a field added to openapi.yaml shows up here as a type error until served.
import type { components } from "@contract/schema.gen";

type Schemas = components["schemas"];

export type Product = Schemas["Product"];
export type Customer = Schemas["Customer"];
export type LabelTemplate = Schemas["LabelTemplate"];
export type LabelSize = Schemas["LabelSize"];
export type Promotion = Schemas["Promotion"];
