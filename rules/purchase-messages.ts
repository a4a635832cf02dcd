// The Spanish messages of 'Compras' (suppliers on the server, purchase orders, receipts).

export const PURCHASE_MESSAGES = {
  supplierNameRequired: "El nombre del proveedor es obligatorio",
  supplierNotFound: "Proveedor no encontrado",
  supplierTaxIdTaken: "Ya existe un proveedor con ese RIF o NIT",
} as const;
