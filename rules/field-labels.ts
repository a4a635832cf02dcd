// The label each form shows for a request field, so a refusal names the field the way the person
// filling the form sees it ("El campo 'Nombre de usuario' …", never "'username'"). Fields no form
// shows (paging, ids in the URL) keep their technical name.

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Sign-in and staff accounts
  name: "Nombre",
  username: "Nombre de usuario",
  email: "Email",
  password: "Contraseña",
  currentPassword: "Contraseña actual",
  newPassword: "Nueva contraseña",
  role: "Rol",
  // Products
  sku: "SKU",
  barcode: "Código de barras",
  notes: "Notas",
  brandId: "Marca",
  categoryId: "Categoría",
  subcategoryId: "Subcategoría",
  costPrice: "Precio de costo",
  sellingPrice: "Precio de venta",
  stock: "Stock",
  stockThreshold: "Stock mínimo",
  yearFrom: "Año desde",
  yearTo: "Año hasta",
  discount: "Descuento (%)",
  location: "Ubicación",
  description: "Descripción",
  // Customers
  customer_type: "Tipo de Cliente",
  document_type: "Tipo de Documento",
  document_number: "Número de Documento",
  first_name: "Nombre",
  last_name: "Apellido",
  business_name: "Razón Social",
  tax_id: "RIF",
  phone: "Teléfono",
  address: "Dirección",
  city: "Ciudad",
  state: "Estado",
  postal_code: "Código Postal",
  // Vehicles and labels
  model: "Modelo",
  engine: "Motor",
  width: "Ancho (px)",
  height: "Alto (px)",
  // Promotions
  startDate: "Fecha de inicio",
  endDate: "Fecha de finalización",
};

/** The form's label for a field path ("email", "sizes.1.name"): only a top-level field is renamed. */
export function fieldLabel(path: string): string {
  return FIELD_LABELS[path] ?? path;
}
