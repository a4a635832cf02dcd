// The lines of a return to the supplier ('Devolución a proveedor') from what the clerk typed per part
// of a receipt: a blank, zero or unreadable quantity leaves the part out.
export function returnLineInputs(
  typed: Readonly<Record<number, string>>,
): Array<{ productId: number; quantity: number }> {
  return Object.entries(typed).flatMap(([productId, text]) => {
    const quantity = Number(text.trim());
    return Number.isInteger(quantity) && quantity > 0 ? [{ productId: Number(productId), quantity }] : [];
  });
}
