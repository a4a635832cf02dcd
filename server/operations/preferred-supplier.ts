// A part's preferred supplier ('Proveedor preferido', 'Modo mostrador' on): 'Sugerencias' groups the
// part under it instead of the supplier it was last ordered from.
import { MESSAGES } from "../../rules/messages";
import { PURCHASE_MESSAGES } from "../../rules/purchase-messages";
import { notFound } from "../errors";
import { purchasesAllowed } from "./purchase-orders";
import { ok, type Operation } from "./types";

const setPreferredSupplier: Operation<"setPreferredSupplier"> = async ({ store }, { params, body }) => {
  await purchasesAllowed(store);
  if (!(await store.products.find(params.id))) throw notFound(MESSAGES.productNotFound);
  const { supplierId } = body;
  if (supplierId !== null && !(await store.suppliers.find(supplierId)))
    throw notFound(PURCHASE_MESSAGES.supplierNotFound);
  await store.reorder.setPreferredSupplier(params.id, supplierId);
  return ok({ productId: params.id, supplierId });
};

/** The part's preferred supplier, shown in the product dialog (Administrador, mode on). */
const getPreferredSupplier: Operation<"getPreferredSupplier"> = async ({ store }, { params }) => {
  if (!(await store.products.find(params.id))) throw notFound(MESSAGES.productNotFound);
  return ok({ productId: params.id, supplierId: await store.reorder.preferredSupplierOf(params.id) });
};

export const preferredSupplierOperations = { setPreferredSupplier, getPreferredSupplier };
