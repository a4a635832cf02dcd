// The role matrix's harmless request for each quote and lost-sale operation, or null for another tag.
import type { ApiClient, CallOptions } from "./client";
import { issuedQuote } from "./quotes";
import { counterModeOn, stockedProduct } from "./sales";

export async function quoteSampleRequest(operationId: string, admin: ApiClient): Promise<CallOptions | null> {
  switch (operationId) {
    case "listQuotes":
    case "getLostSalesReport":
      return {};
    case "createQuote": {
      await counterModeOn(admin);
      const product = await stockedProduct(admin, 1);
      return { body: { lines: [{ productId: product.id, quantity: 1, discount: 0 }] } };
    }
    case "getQuote":
      return { path: { id: (await issuedQuote(admin)).quote.id } };
    case "convertQuote":
      return {
        path: { id: (await issuedQuote(admin)).quote.id },
        body: { prices: "kept", paymentMethod: "efectivo" },
      };
    case "createLostSale":
      await counterModeOn(admin);
      return {
        body: { description: "Bomba de agua", vehicle: "Aveo 2010", quantity: 1, reason: "no_stock" },
      };
    default:
      return null;
  }
}
