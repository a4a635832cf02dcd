// The header rows of the files shops bring from the point-of-sale programs they leave, written from
// each program's documentation of its product export or import template, and the fields the
// products import (and a supplier's price list) suggests for them before the user corrects anything.
import { describe, expect, it } from "vitest";
import { suggestMapping, type ImportField } from "./product-import-columns";

/** header → the field it should be suggested as (null: left out). */
function expectMapped(columns: ReadonlyArray<readonly [string, ImportField | null]>) {
  expect(suggestMapping(columns.map(([header]) => header))).toEqual(columns.map(([, field]) => field));
}

describe("headers of other point-of-sale programs' exports", () => {
  it("eleventa: 'Código', 'Descripción', 'Precio Costo', 'Departamento', 'Existencia', 'Inv. Mínimo'", () => {
    expectMapped([
      ["Código", "sku"],
      ["Descripción", "name"],
      ["Tipo de Venta", null],
      ["Precio Costo", "costPrice"],
      ["Precio Venta", "sellingPrice"],
      ["Precio Mayoreo", null],
      ["Departamento", "category"],
      ["Existencia", "stock"],
      ["Inv. Mínimo", "stockThreshold"],
      ["Inv. Máximo", null],
    ]);
  });

  it("SICAR: 'Clave', 'Clave Alterna', 'Descripción', 'Precio Compra', 'Precio 1', 'Existencia'", () => {
    expectMapped([
      ["Clave", "sku"],
      ["Clave Alterna", null],
      ["Descripción", "name"],
      ["Unidad", null],
      ["Departamento", "category"],
      ["Categoría", null],
      ["Precio Compra", "costPrice"],
      ["Precio 1", "sellingPrice"],
      ["Precio 2", null],
      ["Existencia", "stock"],
    ]);
  });

  it("MyBusiness POS: 'Articulo', 'Descripcion', 'Linea', 'Costo_u', 'Precio1', 'Existencia', 'Minimo'", () => {
    expectMapped([
      ["ARTICULO", "sku"],
      ["DESCRIPCION", "name"],
      ["LINEA", "category"],
      ["MARCA", "brand"],
      ["COSTO_U", "costPrice"],
      ["PRECIO1", "sellingPrice"],
      ["EXISTENCIA", "stock"],
      ["MINIMO", "stockThreshold"],
      ["UBICACION", "location"],
    ]);
  });

  it("Open Source POS: 'Barcode', 'Item Name', 'Cost Price', 'Unit Price', 'Reorder Level', 'Description'", () => {
    expectMapped([
      ["Id", null],
      ["Barcode", "barcode"],
      ["Item Name", "name"],
      ["Category", "category"],
      ["Supplier ID", null],
      ["Cost Price", "costPrice"],
      ["Unit Price", "sellingPrice"],
      ["Tax 1 Name", null],
      ["Tax 1 Percent", null],
      ["Reorder Level", "stockThreshold"],
      ["Description", "notes"],
      ["location_Tienda", null],
    ]);
  });

  it("Odoo, in Spanish and in English: 'Referencia interna', 'Cantidad a mano', 'Sales Price'", () => {
    expectMapped([
      ["Nombre", "name"],
      ["Referencia interna", "sku"],
      ["Código de barras", "barcode"],
      ["Precio de venta", "sellingPrice"],
      ["Costo", "costPrice"],
      ["Cantidad a mano", "stock"],
      ["Categoría de producto", "category"],
    ]);
    expectMapped([
      ["Name", "name"],
      ["Internal Reference", "sku"],
      ["Barcode", "barcode"],
      ["Sales Price", "sellingPrice"],
      ["Cost", "costPrice"],
      ["Quantity On Hand", "stock"],
      ["Product Category", "category"],
    ]);
  });

  it("Loyverse: a store in brackets after the stock and price columns", () => {
    expectMapped([
      ["Handle", null],
      ["SKU", "sku"],
      ["Name", "name"],
      ["Category", "category"],
      ["Description", "notes"],
      ["Sold by weight", null],
      ["Cost", "costPrice"],
      ["Barcode", "barcode"],
      ["Price [Tienda Centro]", "sellingPrice"],
      ["In stock [Tienda Centro]", "stock"],
      ["Low stock [Tienda Centro]", "stockThreshold"],
    ]);
  });

  it("a supplier's own list: singular and plural, a unit after the price", () => {
    expectMapped([
      ["Códigos", "sku"],
      ["Descripciones", "name"],
      ["Precios ($)", "sellingPrice"],
      ["Existencias", "stock"],
      ["Marcas", "brand"],
      ["Costo unitario (Bs)", "costPrice"],
      ["Observaciones", "notes"],
    ]);
  });
});
