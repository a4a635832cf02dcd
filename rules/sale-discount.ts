// How far a line's discount may go ('Modo mostrador'): the server refuses a sale with it, and the
// cart refuses it as it is typed, with the same message.
import { discountAboveMaxMessage } from "./sale-messages";

export interface LineDiscountLimit {
  isAdmin: boolean;
  maxDiscount: number;
  /** The product's own or promotion discount, which may go beyond the shop's maximum for everyone. */
  productDiscount?: number | null;
}

/** The refusal's message, or null when the discount is allowed. */
export function lineDiscountRefusal(discount: number, limit: LineDiscountLimit): string | null {
  if (limit.isAdmin) return null;
  const allowed = Math.max(limit.maxDiscount, Math.floor(limit.productDiscount ?? 0));
  return discount > allowed ? discountAboveMaxMessage(limit.maxDiscount) : null;
}
