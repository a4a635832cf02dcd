// The role matrix's harmless request for each purchase operation ('Compras'), or null for another tag.
import type { ApiClient, CallOptions } from "./client";
import { freshSupplier, supplierBody } from "./purchases";

export async function purchaseSampleRequest(
  operationId: string,
  admin: ApiClient,
): Promise<CallOptions | null> {
  switch (operationId) {
    case "listSuppliers":
      return {};
    case "createSupplier":
      return { body: supplierBody() };
    case "updateSupplier": {
      const supplier = await freshSupplier(admin);
      return { path: { id: supplier.id }, body: supplierBody({ name: supplier.name }) };
    }
    case "uploadLocalSuppliers":
      return { body: { suppliers: [supplierBody()] } };
    default:
      return null;
  }
}
