// The counter's Spanish messages ('Modo mostrador'): the line rules keep the specification's texts
// (title and description joined by ": "), the rest are the server's refusals.

export const SALE_MESSAGES = {
  saleNotFound: "Venta no encontrada",
  counterModeOff: "El modo mostrador está desactivado: las ventas no se registran en el servidor",
  invalidQuantity: "Cantidad inválida: La cantidad debe ser mayor que cero.",
  emptySale: "Venta vacía: Agregue al menos un producto a la venta.",
  paymentNotAccepted: "Método de pago no aceptado en esta tienda",
  totalTooLarge: "Importe demasiado grande: divide la venta en varias o revisa las cantidades y los precios.",
  notPending: "Solo se puede completar una venta pendiente",
  alreadyCanceled: "La venta ya está anulada",
  returnNeedsCompleted: "Solo se pueden registrar devoluciones de una venta completada",
  returnReasonRequired: "Indique el motivo de la devolución",
  returnEmpty: "Indique al menos una cantidad a devolver",
  returnLineMissing: "La línea indicada no pertenece a esta venta",
  changedMeanwhile: "La venta cambió mientras tanto; vuelva a cargarla",
  termsChanged:
    "Las condiciones de esta venta cambiaron desde que se guardó. Revise las diferencias: se completará con las de hoy.",
} as const;

/** 'Cantidad excede stock' with the stock as it is now; `merged` when the sale named the product twice. */
export function stockExceededMessage(productName: string, available: number, merged: boolean): string {
  const units = Math.max(0, available);
  return `Cantidad excede stock: ${productName}. Solo hay ${units} unidades disponibles${merged ? " en total" : ""}.`;
}

export function discountAboveMaxMessage(maxDiscount: number): string {
  return `Descuento no permitido: un vendedor puede aplicar como máximo un ${maxDiscount} % por línea.`;
}

/** A Vendedor gave a product (form or import) a discount past the shop's maximum. */
export function productDiscountAboveMaxMessage(maxDiscount: number): string {
  return `Descuento no permitido: un vendedor puede dar a un producto como máximo un ${maxDiscount} % de descuento.`;
}

export function returnTooManyMessage(productName: string, left: number): string {
  return `Devolución excede lo vendido: ${productName}. Quedan ${left} unidades por devolver.`;
}

/** How the specification names each payment method. */
export const PAYMENT_METHOD_LABELS = {
  efectivo: "Efectivo",
  tarjeta: "Tarjeta de crédito/débito",
  transferencia: "Transferencia bancaria",
  credito: "Crédito",
} as const;

export const SALE_STATUS_LABELS = {
  completed: "Completada",
  pending: "Pendiente",
  canceled: "Cancelada",
} as const;

export const WALK_IN_CUSTOMER = "Cliente General";
