// The role matrix's harmless request for each purchase operation ('Compras'), or null for another tag.
import type { ApiClient, CallOptions } from "./client";
import { costedProduct, freshSupplier, sentOrder, supplierBody } from "./purchases";
import { counterModeOn } from "./sales";

async function draftOrder(admin: ApiClient) {
  await counterModeOn(admin);
  const supplier = await freshSupplier(admin);
  const part = await costedProduct(admin, 0, 1);
  const res = await admin.call("createPurchaseOrder", {
    body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 1 }] },
  });
  return { order: res.body, supplier, part };
}

/** A Vendedor calls the receipt operations only when the shop allows it: the sample allows it. */
const VENDEDOR_RECEIVES = new Set(["createPurchaseReceipt", "listPurchaseReceipts", "getPurchaseReceipt"]);

export async function purchaseSampleRequest(
  operationId: string,
  admin: ApiClient,
  role: "admin" | "sales" | null = "admin",
): Promise<CallOptions | null> {
  if (role === "sales" && VENDEDOR_RECEIVES.has(operationId)) {
    const settings = (await admin.call("getPurchaseSettings")).body;
    await admin.call("updatePurchaseSettings", { body: { ...settings, salesMayReceive: true } });
  }
  switch (operationId) {
    case "listSuppliers":
    case "getPurchaseSettings":
    case "listPurchaseOrders":
    case "listPurchaseReceipts":
    case "listPurchaseSuggestions":
    case "listSupplierReturns":
      return {};
    case "createSupplier":
      return { body: supplierBody() };
    case "updateSupplier": {
      const supplier = await freshSupplier(admin);
      return { path: { id: supplier.id }, body: supplierBody({ name: supplier.name }) };
    }
    case "uploadLocalSuppliers":
      return { body: { suppliers: [supplierBody()] } };
    case "updatePurchaseSettings":
      return { body: (await admin.call("getPurchaseSettings")).body };
    case "createPurchaseOrder": {
      const { supplier, part } = await draftOrder(admin);
      return { body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 1 }] } };
    }
    case "getPurchaseOrder":
      return { path: { id: (await draftOrder(admin)).order.id } };
    case "updatePurchaseOrder": {
      const { order, supplier, part } = await draftOrder(admin);
      return {
        path: { id: order.id },
        body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 2 }] },
      };
    }
    case "changePurchaseOrderStatus":
      return { path: { id: (await draftOrder(admin)).order.id }, body: { status: "sent" } };
    case "createPurchaseReceipt": {
      const part = await costedProduct(admin, 0, 1);
      const order = await sentOrder(admin, [{ productId: part.id, quantity: 1 }]);
      return { body: { orderId: order.id, lines: [{ productId: part.id, quantity: 1 }] } };
    }
    case "getPurchaseReceipt": {
      const part = await costedProduct(admin, 0, 1);
      await counterModeOn(admin);
      const res = await admin.call("createPurchaseReceipt", {
        body: { lines: [{ productId: part.id, quantity: 1 }] },
      });
      return { path: { id: res.body.id } };
    }
    case "getPreferredSupplier":
      return { path: { id: (await costedProduct(admin, 0, 1)).id } };
    case "setPreferredSupplier": {
      const { supplier, part } = await draftOrder(admin);
      return { path: { id: part.id }, body: { supplierId: supplier.id } };
    }
    case "createSupplierReturn": {
      const part = await costedProduct(admin, 1, 1);
      await counterModeOn(admin);
      return { body: { lines: [{ productId: part.id, quantity: 1 }] } };
    }
    default:
      return null;
  }
}
