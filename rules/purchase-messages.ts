// The Spanish messages of 'Compras' (suppliers on the server, purchase orders, receipts).
import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatusName } from "./purchase-orders";

/** Exported on its own as well: the local suppliers screen checks the name before saving. */
export const SUPPLIER_NAME_REQUIRED = "El nombre del proveedor es obligatorio";

export const PURCHASE_MESSAGES = {
  supplierNameRequired: SUPPLIER_NAME_REQUIRED,
  supplierNotFound: "Proveedor no encontrado",
  supplierTaxIdTaken: "Ya existe un proveedor con ese RIF o NIT",
  counterModeOff: "El modo mostrador está desactivado: las compras no se registran en el servidor",
  orderNotFound: "Orden de compra no encontrada",
  receiptNotFound: "Recepción no encontrada",
  orderEmpty: "Orden vacía: agregue al menos un producto a la orden.",
  receiptEmpty: "Indique al menos un producto recibido",
  onlyDraftEditable: "Solo se puede modificar una orden en borrador",
  orderNotReceivable: "Solo se puede recibir mercancía de una orden enviada o recibida parcialmente",
  totalTooLarge: "Importe demasiado grande: divida la orden en varias o revise las cantidades y los costos.",
  changedMeanwhile: "La orden cambió mientras tanto; vuelva a cargarla",
  receivingNotAllowed:
    "Un Administrador no ha permitido a los vendedores recibir mercancía (Configuración → Inventario)",
  returnEmpty: "Indique al menos un producto a devolver",
  priceListColumns: "Elija dos columnas distintas del archivo: la del código y la del costo",
  priceListCodeMissing: "Falta el código del producto",
  priceListCost: "El costo debe ser un número mayor o igual a 0",
  priceListHasProblems:
    "La lista de precios tiene filas con errores: corríjalas y vuelva a subirla. No se cambió ningún precio.",
  priceListStale:
    "Los precios de algún producto cambiaron mientras tanto: vuelva a revisar la lista. No se cambió ningún precio.",
} as const;

export function statusChangeRefused(from: PurchaseOrderStatusName, to: PurchaseOrderStatusName): string {
  return `No se puede pasar una orden de '${PURCHASE_ORDER_STATUS_LABELS[from]}' a '${PURCHASE_ORDER_STATUS_LABELS[to]}'`;
}

/** The 409 of a receipt above what the order still owes, one part per line of the list. */
export function overReceiptMessage(
  parts: ReadonlyArray<{ name: string; due: number; received: number }>,
): string {
  const list = parts
    .map((part) => `${part.name} (pendiente ${part.due}, recibe ${part.received})`)
    .join("; ");
  return `Se recibe más de lo pedido: ${list}. Confirme para registrar el excedente.`;
}

/** The 409 of a supplier return above the stock on hand, one part per line of the list. */
export function returnShortMessage(
  parts: ReadonlyArray<{ name: string; stock: number; returned: number }>,
): string {
  const list = parts
    .map((part) => `${part.name} (en stock ${part.stock}, devuelve ${part.returned})`)
    .join("; ");
  return `Stock insuficiente para devolver: ${list}.`;
}

/** The 409 of a return against a receipt with a part it lacks or more units than it received. */
export function returnAboveReceiptMessage(
  receipt: string,
  parts: ReadonlyArray<{ name: string; received: number; returnedBefore: number; returned: number }>,
): string {
  const list = parts
    .map((part) =>
      part.returnedBefore > 0
        ? `${part.name} (recibido ${part.received}, ya devuelto ${part.returnedBefore}, devuelve ${part.returned})`
        : `${part.name} (recibido ${part.received}, devuelve ${part.returned})`,
    )
    .join("; ");
  return `Se devuelve más de lo recibido en ${receipt}: ${list}.`;
}

/** A price list naming the same code, or the same part, on two rows. */
export function priceListRepeatMessage(code: string, firstLine: number): string {
  return `El código '${code}' ya aparece en la fila ${firstLine}`;
}

export function priceListSamePartMessage(sku: string, firstLine: number): string {
  return `El producto ${sku} ya aparece en la fila ${firstLine}`;
}
