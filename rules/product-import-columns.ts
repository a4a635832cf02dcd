// The columns a products spreadsheet may have, the headers each is recognised by (Spanish and
// English, accents and case ignored), and the header the export writes (its first name).
import { foldName } from "./fold-name";

export const IMPORT_FIELDS = [
  "sku",
  "name",
  "category",
  "subcategory",
  "brand",
  "costPrice",
  "sellingPrice",
  "stock",
  "stockThreshold",
  "barcode",
  "yearFrom",
  "yearTo",
  "years",
  "location",
  "notes",
  "fitment",
  "oemCodes",
  "interchangeCodes",
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** A column's field, or null when the column is ignored; one entry per column of the file. */
export type ImportMapping = (ImportField | null)[];

/** First name: the export's header and the mapping step's label. */
export const IMPORT_HEADERS: Record<ImportField, readonly string[]> = {
  sku: [
    "SKU",
    "Código",
    "Codigo interno",
    "Referencia",
    "Referencia interna",
    "Ref",
    "Clave",
    "Artículo",
    "Code",
    "Item code",
    "Internal reference",
  ],
  name: [
    "Nombre",
    "Producto",
    "Descripción",
    "Descripción corta",
    "Nombre del producto",
    "Name",
    "Product",
    "Product name",
    "Item name",
    "Description",
  ],
  category: [
    "Categoría",
    "Rubro",
    "Departamento",
    "Línea",
    "Categoría de producto",
    "Category",
    "Product category",
  ],
  subcategory: ["Subcategoría", "Subrubro", "Subcategory"],
  brand: ["Marca", "Fabricante", "Brand", "Manufacturer"],
  costPrice: [
    "Precio de costo",
    "Costo",
    "Precio costo",
    "Precio de compra",
    "Precio compra",
    "Costo unitario",
    "Costo u",
    "Coste",
    "Cost",
    "Cost price",
    "Purchase cost",
  ],
  sellingPrice: [
    "Precio de venta",
    "Precio",
    "Precio venta",
    "Precio 1",
    "Precio1",
    "Precio por defecto",
    "PVP",
    "Price",
    "Selling price",
    "Sale price",
    "Sales price",
    "Unit price",
    "Default price",
  ],
  stock: [
    "Stock",
    "Existencia",
    "Cantidad",
    "Inventario",
    "Cantidad a mano",
    "En inventario",
    "Quantity",
    "Qty",
    "On hand",
    "Quantity on hand",
    "In stock",
  ],
  stockThreshold: [
    "Stock mínimo",
    "Mínimo",
    "Inv. mínimo",
    "Existencia mínima",
    "Minimum stock",
    "Reorder level",
    "Threshold",
    "Low stock",
  ],
  barcode: ["Código de barras", "EAN", "UPC", "Barcode", "GTIN"],
  yearFrom: ["Año desde", "Desde", "Year from", "From year"],
  yearTo: ["Año hasta", "Hasta", "Year to", "To year"],
  years: ["Años", "Año", "Years", "Year"],
  location: ["Ubicación", "Estante", "Location", "Bin", "Shelf"],
  notes: ["Notas", "Observaciones", "Comentarios", "Notes", "Comments"],
  fitment: ["Compatibilidad", "Vehículos", "Aplicación", "Aplica a", "Fitment", "Vehicles", "Compatibility"],
  oemCodes: ["No. OEM", "OEM", "Número OEM", "Nro. OEM", "N° OEM", "Código OEM", "OEM number", "OE number"],
  interchangeCodes: [
    "Intercambio",
    "Equivalencia",
    "Equivalencias",
    "Intercambios",
    "Interchange",
    "Cross reference",
  ],
};

/**
 * The kind of code each number of these columns becomes: an OEM number, or another maker's number
 * for the same part ('Proveedor'); a number another product already holds makes the two equivalent.
 */
export const IMPORT_CODE_KINDS = { oemCodes: "OEM", interchangeCodes: "Proveedor" } as const;

/** The numbers of one code cell: separated by ';', ',', '|' or line breaks. */
export function splitCodeCell(text: string): string[] {
  return text
    .split(/[;,|\n]/)
    .map((code) => code.trim())
    .filter((code) => code !== "");
}

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = Object.fromEntries(
  IMPORT_FIELDS.map((field) => [field, IMPORT_HEADERS[field][0]]),
) as Record<ImportField, string>;

/** Fields a new product cannot be created without. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  "sku",
  "name",
  "category",
  "brand",
  "costPrice",
  "sellingPrice",
];

/**
 * A header as the lookup compares it: accents and case folded, a trailing unit or store in brackets
 * ('Precio ($)', 'En inventario [Tienda]') or a bare currency sign dropped, '_' read as a space, and
 * each word's Spanish or English plural taken to its singular ('Existencias', 'Precios', 'Unidades').
 */
export function headerKey(header: string): string {
  const folded = foldName(header.replace(/[_.]+/g, " ").replace(/[*:]+\s*$/, ""));
  const bare = folded.replace(/\s*(\([^)]*\)|\[[^\]]*\]|[$€%#])\s*$/, "").trim() || folded;
  return bare
    .split(" ")
    .map((word) =>
      word.length > 4 && /[dlnrz]es$/.test(word)
        ? word.slice(0, -2)
        : word.length > 3 && /[^s]s$/.test(word)
          ? word.slice(0, -1)
          : word,
    )
    .join(" ");
}

const BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    IMPORT_HEADERS[field].map((header) => [headerKey(header), field] as const),
  ),
);

/** Where a header goes when its field is already taken: a 'Descripción' beside a name column is notes. */
const SECOND_CHOICE: Partial<Record<ImportField, ImportField>> = { name: "notes" };

/** The field each header names (each field at most once, the first column wins). */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    let field = BY_HEADER.get(headerKey(header));
    if (field && taken.has(field)) field = SECOND_CHOICE[field];
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The columns the export writes, in order (one per field but the combined 'Años' and the codes, which
 * 'Códigos' manages one by one). */
export const EXPORT_FIELDS: readonly ImportField[] = IMPORT_FIELDS.filter(
  (field) => field !== "years" && !(field in IMPORT_CODE_KINDS),
);
