// 'Compras' ('Modo mostrador' on): every refusal of server/operations/suppliers.ts,
// purchase-orders.ts, purchase-receipts.ts, supplier-returns.ts and preferred-supplier.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { emailProblem } from "../../rules/email";
import { MESSAGES } from "../../rules/messages";
import {
  PURCHASE_MESSAGES,
  overReceiptMessage,
  returnAboveReceiptMessage,
  returnShortMessage,
  statusChangeRefused,
} from "../../rules/purchase-messages";
import {
  call,
  contextOf,
  expectRefusal,
  freshStore,
  newProduct,
  setCounterMode,
  store,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(async () => {
  await freshStore();
  await setCounterMode(true);
});

const supplier = (name = "Distribuidora Norte", changes: Record<string, unknown> = {}) => ({
  name,
  contactPerson: null,
  email: null,
  phone: null,
  address: null,
  city: null,
  country: null,
  status: "active" as const,
  rating: null,
  ...changes,
});

const newSupplier = async (name?: string, changes?: Record<string, unknown>) =>
  (await call("createSupplier", "admin", { body: supplier(name, changes) })).body.id;

async function sentOrder(quantity = 2) {
  const product = await newProduct({ stock: 0 });
  const supplierId = await newSupplier();
  const { id } = (
    await call("createPurchaseOrder", "admin", {
      body: { supplierId, lines: [{ productId: product.id, quantity }] },
    })
  ).body;
  await call("changePurchaseOrderStatus", "admin", { params: { id }, body: { status: "sent" } });
  return { id, product, supplierId };
}

describe("suppliers", () => {
  it("creates, updates, lists and uploads suppliers, skipping those it has", async () => {
    const id = await newSupplier("Norte", { taxId: "J-123" });
    expect(
      (await call("updateSupplier", "admin", { params: { id }, body: supplier("Norte SA") })).body.name,
    ).toBe("Norte SA");
    expect((await call("listSuppliers", "vendedor")).body.some((s) => s.id === id)).toBe(true);
    const uploaded = await call("uploadLocalSuppliers", "admin", {
      body: { suppliers: [supplier("Norte SA"), supplier("Sur")] },
    });
    expect(uploaded.body).toEqual({ uploaded: 1, skipped: 1 });
  });

  it("refuses a blank name and an e-mail that does not look like one", async () => {
    await expectRefusal(
      call("createSupplier", "admin", { body: supplier(" ") }),
      400,
      PURCHASE_MESSAGES.supplierNameRequired,
    );
    await expectRefusal(
      call("createSupplier", "admin", { body: supplier("X", { email: "ventas@" }) }),
      400,
      emailProblem("ventas@")!,
    );
  });

  it("refuses a tax id another supplier has (create and update)", async () => {
    await newSupplier("Uno", { taxId: "J-123" });
    const id = await newSupplier("Dos");
    await expectRefusal(
      call("createSupplier", "admin", { body: supplier("Tres", { taxId: "J-123" }) }),
      409,
      PURCHASE_MESSAGES.supplierTaxIdTaken,
    );
    await expectRefusal(
      call("updateSupplier", "admin", { params: { id }, body: supplier("Dos", { taxId: "J-123" }) }),
      409,
      PURCHASE_MESSAGES.supplierTaxIdTaken,
    );
  });

  it("answers 404 for a supplier that does not exist, or that went before the write", async () => {
    await expectRefusal(
      call("updateSupplier", "admin", { params: { id: 999_999 }, body: supplier() }),
      404,
      PURCHASE_MESSAGES.supplierNotFound,
    );
    const id = await newSupplier();
    const gone = storeWith("suppliers", { update: async () => null });
    await expectRefusal(
      call("updateSupplier", await contextOf("admin", { store: gone }), { params: { id }, body: supplier() }),
      404,
      PURCHASE_MESSAGES.supplierNotFound,
    );
  });
});

describe("purchase orders", () => {
  it("writes, replaces and sends a draft", async () => {
    const product = await newProduct();
    const supplierId = await newSupplier();
    const made = await call("createPurchaseOrder", "admin", {
      body: { supplierId, lines: [{ productId: product.id, quantity: 3 }] },
    });
    expect(made).toMatchObject({ status: 201, body: { status: "draft" } });
    const id = made.body.id;
    const lines = [{ productId: product.id, quantity: 4 }];
    expect(
      (await call("updatePurchaseOrder", "admin", { params: { id }, body: { supplierId, lines } })).status,
    ).toBe(200);
    expect(
      (await call("changePurchaseOrderStatus", "admin", { params: { id }, body: { status: "sent" } })).body
        .status,
    ).toBe("sent");
    expect((await call("getPurchaseOrder", "admin", { params: { id } })).body.id).toBe(id);
  });

  it("refuses everything with 'Modo mostrador' off", async () => {
    await setCounterMode(false);
    const product = await newProduct();
    await expectRefusal(
      call("createPurchaseOrder", "admin", {
        body: { supplierId: 1, lines: [{ productId: product.id, quantity: 1 }] },
      }),
      409,
      PURCHASE_MESSAGES.counterModeOff,
    );
  });

  it("refuses an empty order, an unknown supplier, an unknown part and a total too large", async () => {
    const supplierId = await newSupplier();
    const product = await newProduct();
    await expectRefusal(
      call("createPurchaseOrder", "admin", { body: { supplierId, lines: [] } }),
      400,
      PURCHASE_MESSAGES.orderEmpty,
    );
    const lines = [{ productId: product.id, quantity: 1 }];
    await expectRefusal(
      call("createPurchaseOrder", "admin", { body: { supplierId: 999_999, lines } }),
      404,
      PURCHASE_MESSAGES.supplierNotFound,
    );
    await expectRefusal(
      call("createPurchaseOrder", "admin", {
        body: { supplierId, lines: [{ productId: 999_999, quantity: 1 }] },
      }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("createPurchaseOrder", "admin", {
        body: {
          supplierId,
          lines: [{ productId: product.id, quantity: 1_000_000_000, unitCost: 1_000_000_000 }],
        },
      }),
      400,
      PURCHASE_MESSAGES.totalTooLarge,
    );
  });

  it("answers 404 for an order that does not exist", async () => {
    const params = { id: 999_999 };
    await expectRefusal(call("getPurchaseOrder", "admin", { params }), 404, PURCHASE_MESSAGES.orderNotFound);
    await expectRefusal(
      call("changePurchaseOrderStatus", "admin", { params, body: { status: "sent" } }),
      404,
      PURCHASE_MESSAGES.orderNotFound,
    );
  });

  it("replaces only a draft, also when it stopped being one meanwhile", async () => {
    const { id, product, supplierId } = await sentOrder();
    const body = { supplierId, lines: [{ productId: product.id, quantity: 1 }] };
    await expectRefusal(
      call("updatePurchaseOrder", "admin", { params: { id }, body }),
      409,
      PURCHASE_MESSAGES.onlyDraftEditable,
    );
    const draft = (await call("createPurchaseOrder", "admin", { body })).body.id;
    const sentMeanwhile = storeWith("purchases", { replaceDraft: async () => null });
    await expectRefusal(
      call("updatePurchaseOrder", await contextOf("admin", { store: sentMeanwhile }), {
        params: { id: draft },
        body,
      }),
      409,
      PURCHASE_MESSAGES.onlyDraftEditable,
    );
  });

  it("refuses a status change the order's state does not allow, or that another made first", async () => {
    const { id } = await sentOrder();
    await expectRefusal(
      call("changePurchaseOrderStatus", "admin", { params: { id }, body: { status: "sent" } }),
      409,
      statusChangeRefused("sent", "sent"),
    );
    const changed = storeWith("purchases", { changeStatus: async () => null });
    await expectRefusal(
      call("changePurchaseOrderStatus", await contextOf("admin", { store: changed }), {
        params: { id },
        body: { status: "canceled" },
      }),
      409,
      PURCHASE_MESSAGES.changedMeanwhile,
    );
  });
});

describe("purchase receipts", () => {
  it("receives an order's goods and lists and reads the receipt", async () => {
    const { id: orderId, product } = await sentOrder(2);
    const made = await call("createPurchaseReceipt", "admin", {
      body: { orderId, lines: [{ productId: product.id, quantity: 2 }] },
    });
    expect(made.status).toBe(201);
    expect((await call("getPurchaseReceipt", "admin", { params: { id: made.body.id } })).body.id).toBe(
      made.body.id,
    );
    expect((await call("listPurchaseReceipts", "admin", { query: { orderId } })).body).toHaveLength(1);
    expect((await store.products.find(product.id))?.stock).toBe(2);
  });

  it("refuses a seller unless 'Configuración' allows sellers to receive", async () => {
    const product = await newProduct();
    const body = { lines: [{ productId: product.id, quantity: 1 }] };
    await expectRefusal(
      call("createPurchaseReceipt", "vendedor", { body }),
      403,
      PURCHASE_MESSAGES.receivingNotAllowed,
    );
    await expectRefusal(call("listPurchaseReceipts", "vendedor"), 403, PURCHASE_MESSAGES.receivingNotAllowed);
    await call("updatePurchaseSettings", "admin", { body: { costRule: "last", salesMayReceive: true } });
    expect((await call("createPurchaseReceipt", "vendedor", { body })).status).toBe(201);
  });

  it("refuses an empty receipt, an unknown or unreceivable order, an unknown supplier", async () => {
    const product = await newProduct();
    const lines = [{ productId: product.id, quantity: 1 }];
    await expectRefusal(
      call("createPurchaseReceipt", "admin", { body: { lines: [] } }),
      400,
      PURCHASE_MESSAGES.receiptEmpty,
    );
    await expectRefusal(
      call("createPurchaseReceipt", "admin", { body: { orderId: 999_999, lines } }),
      404,
      PURCHASE_MESSAGES.orderNotFound,
    );
    const supplierId = await newSupplier();
    const draft = (await call("createPurchaseOrder", "admin", { body: { supplierId, lines } })).body.id;
    await expectRefusal(
      call("createPurchaseReceipt", "admin", { body: { orderId: draft, lines } }),
      409,
      PURCHASE_MESSAGES.orderNotReceivable,
    );
    await expectRefusal(
      call("createPurchaseReceipt", "admin", { body: { supplierId: 999_999, lines } }),
      404,
      PURCHASE_MESSAGES.supplierNotFound,
    );
  });

  it("asks to confirm more than the order still owes", async () => {
    const { id: orderId, product } = await sentOrder(2);
    await expectRefusal(
      call("createPurchaseReceipt", "admin", {
        body: { orderId, lines: [{ productId: product.id, quantity: 3 }] },
      }),
      409,
      overReceiptMessage([{ name: product.name, due: 2, received: 3 }]),
    );
  });

  it("refuses a total too large", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("createPurchaseReceipt", "admin", {
        body: { lines: [{ productId: product.id, quantity: 1_000_000_000, unitCost: 100_000_000 }] },
      }),
      400,
      PURCHASE_MESSAGES.totalTooLarge,
    );
  });

  it("answers the store's verdict: the order changed (409), a part went (404)", async () => {
    const product = await newProduct();
    const body = { lines: [{ productId: product.id, quantity: 1 }] };
    for (const [verdict, status, message] of [
      [{ stale: true }, 409, PURCHASE_MESSAGES.changedMeanwhile],
      [{ missingProduct: product.id }, 404, MESSAGES.productNotFound],
    ] as const) {
      const racing = storeWith("purchases", { createReceipt: async () => verdict as never });
      await expectRefusal(
        call("createPurchaseReceipt", await contextOf("admin", { store: racing }), { body }),
        status,
        message,
      );
    }
  });

  it("answers 404 for a receipt that does not exist", async () => {
    await expectRefusal(
      call("getPurchaseReceipt", "admin", { params: { id: 999_999 } }),
      404,
      PURCHASE_MESSAGES.receiptNotFound,
    );
  });
});

describe("supplier returns", () => {
  async function receipt(quantity: number) {
    const { id: orderId, product } = await sentOrder(quantity);
    const made = await call("createPurchaseReceipt", "admin", {
      body: { orderId, lines: [{ productId: product.id, quantity }] },
    });
    return { receiptId: made.body.id, product };
  }

  it("returns received units against the receipt", async () => {
    const { receiptId, product } = await receipt(3);
    const made = await call("createSupplierReturn", "admin", {
      body: { receiptId, lines: [{ productId: product.id, quantity: 2 }] },
    });
    expect(made.body.lines[0]?.stockAfter).toBe(1);
    expect((await call("listSupplierReturns", "admin")).body).toHaveLength(1);
  });

  it("refuses an empty return, an unknown receipt and an unknown supplier", async () => {
    const product = await newProduct();
    const lines = [{ productId: product.id, quantity: 1 }];
    await expectRefusal(
      call("createSupplierReturn", "admin", { body: { lines: [] } }),
      400,
      PURCHASE_MESSAGES.returnEmpty,
    );
    await expectRefusal(
      call("createSupplierReturn", "admin", { body: { receiptId: 999_999, lines } }),
      404,
      PURCHASE_MESSAGES.receiptNotFound,
    );
    await expectRefusal(
      call("createSupplierReturn", "admin", { body: { supplierId: 999_999, lines } }),
      404,
      PURCHASE_MESSAGES.supplierNotFound,
    );
  });

  it("refuses more than the receipt brought", async () => {
    const { receiptId, product } = await receipt(2);
    const number = (await store.purchases.findReceipt(receiptId))!.number;
    await expectRefusal(
      call("createSupplierReturn", "admin", {
        body: { receiptId, lines: [{ productId: product.id, quantity: 3 }] },
      }),
      409,
      returnAboveReceiptMessage(number, [
        { name: product.name, received: 2, returnedBefore: 0, returned: 3 },
      ]),
    );
  });

  it("refuses more than the stock on hand, and answers 404 for a part that went", async () => {
    const product = await newProduct({ stock: 1 });
    const lines = [{ productId: product.id, quantity: 2 }];
    await expectRefusal(
      call("createSupplierReturn", "admin", { body: { lines } }),
      409,
      returnShortMessage([{ name: product.name, stock: 1, returned: 2 }]),
    );
    const gone = storeWith("purchases", {
      createReturn: async () => ({ missingProduct: product.id }) as never,
    });
    await expectRefusal(
      call("createSupplierReturn", await contextOf("admin", { store: gone }), { body: { lines } }),
      404,
      MESSAGES.productNotFound,
    );
  });
});

describe("preferred supplier", () => {
  it("sets and reads a part's preferred supplier", async () => {
    const product = await newProduct();
    const supplierId = await newSupplier();
    await call("setPreferredSupplier", "admin", { params: { id: product.id }, body: { supplierId } });
    expect(
      (await call("getPreferredSupplier", "admin", { params: { id: product.id } })).body.supplierId,
    ).toBe(supplierId);
  });

  it("answers 404 for a part or a supplier that does not exist", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("setPreferredSupplier", "admin", { params: { id: 999_999 }, body: { supplierId: null } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("setPreferredSupplier", "admin", { params: { id: product.id }, body: { supplierId: 999_999 } }),
      404,
      PURCHASE_MESSAGES.supplierNotFound,
    );
    await expectRefusal(
      call("getPreferredSupplier", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.productNotFound,
    );
  });
});
