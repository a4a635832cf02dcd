// Handlers a story (or a front-end test) prepends to force a screen's loading, error or empty
// state: `parameters: { msw: { handlers: [loadingForever("/api/products"), ...handlers] } }`.
import { delay, type HttpHandler } from "msw";
import type { paths } from "@contract/schema.gen";
import type { ShopSettings } from "@contract/types";
import { errorResponse } from "./support/http";
import { http, pathPattern as pattern } from "./support/route";

type ApiPath = keyof paths & string;
type Method = "get" | "post" | "put" | "patch" | "delete";

/** The request never gets an answer: the screen stays in its loading state. */
export function loadingForever(path: ApiPath, method: Method = "get"): HttpHandler {
  return http.untyped[method](pattern(path), async () => {
    await delay("infinite");
    return new Response(null, { status: 204 });
  });
}

/** The request fails with the given status and Spanish message, in the API's { message } shape. */
export function failWith(
  path: ApiPath,
  status: number,
  message: string,
  method: Method = "get",
): HttpHandler {
  return http.untyped[method](pattern(path), () => errorResponse(status, message));
}

/** A list with nothing in it (customers answer { data: [] }, products carry X-Total-Count: 0). */
export function emptyList(path: ApiPath): HttpHandler {
  return http.untyped.get(pattern(path), () => {
    const body = path === "/api/customers" ? { data: [] } : [];
    return Response.json(body, { headers: { "X-Total-Count": "0" } });
  });
}

/** The request answers this JSON body (a state the in-memory data does not reach on its own). */
export function answerWith(path: ApiPath, body: unknown, method: Method = "get"): HttpHandler {
  return http.untyped[method](pattern(path), () => Response.json(body));
}

/**
 * 'Modo mostrador' on for the story: the first read of the shop settings turns it on in the mocks'
 * store (so the sales the story records are accepted) and answers the settings with it on.
 */
/** A shop with the counter's sales on and every receipt field filled, for the counter's stories. */
export const COUNTER_SHOP: ShopSettings = {
  counterMode: true,
  businessName: "Repuestos El Pistón C.A.",
  taxId: "J-12345678-9",
  address: "Av. Bolívar 12, Valencia",
  phone: "0241-5550000",
  receiptFooter: "Gracias por su compra",
  taxRate: 16,
  maxDiscount: 25,
  paymentMethods: ["efectivo", "tarjeta", "transferencia"],
};

export function counterModeOn(): HttpHandler {
  return http.untyped.get(pattern("/api/shop-settings"), async () => {
    const { memoryStore } = await import("./store/memory-store");
    const current = await memoryStore.shopSettings.get();
    const settings = await memoryStore.shopSettings.save({
      ...current,
      counterMode: true,
      // The counter's stories sell without opening a register first; 'Caja' stories answer their own.
      requireOpenSession: false,
      businessName: current.businessName || COUNTER_SHOP.businessName,
      taxId: current.taxId || COUNTER_SHOP.taxId,
    });
    return Response.json(settings);
  });
}
