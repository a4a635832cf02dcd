import { describe, expect, it } from "vitest";
import type { PurchaseOrder, ShopSettings } from "@/lib/api/types";
import { tableCsvBlob } from "@/lib/downloads/table-file";
import { orderHtml, orderTable } from "./order-document";

const SHOP = {
  counterMode: true,
  businessName: "Repuestos <El Gato>",
  taxId: "J-1",
  address: "",
  phone: "",
  receiptFooter: "",
  taxRate: 16,
  maxDiscount: 25,
  paymentMethods: ["efectivo"],
} as ShopSettings;

const line = (id: number, name: string, quantity: number, unitCost: number) => ({
  id,
  productId: id,
  name,
  sku: `SKU-${id}`,
  quantity,
  receivedQuantity: 0,
  pendingQuantity: quantity,
  unitCost,
  subtotal: quantity * unitCost,
});

const ORDER: PurchaseOrder = {
  id: 7,
  number: "OC-000007",
  supplier: { id: 1, name: "Repuestos Andinos" },
  status: "sent",
  expectedDate: "2026-12-15",
  notes: "Entregar por la puerta trasera",
  taxRate: 16,
  subtotal: 85,
  tax: 13.6,
  total: 98.6,
  createdAt: "2026-11-27T15:00:00.000Z",
  createdBy: { id: 1, name: "Administrador" },
  lines: [line(1, "Filtro de aceite", 2, 12.5), line(2, "=Pastillas", 3, 20)],
} as PurchaseOrder;

describe("orderHtml", () => {
  const html = orderHtml(ORDER, SHOP);

  it("is an A4 page with the order's number, supplier, dates, lines and totals", () => {
    expect(html).toContain("size: A4");
    expect(html).toContain("<h2>Orden de compra OC-000007</h2>");
    expect(html).toContain("Proveedor: Repuestos Andinos");
    expect(html).toContain("Entrega esperada: 15/12/2026");
    expect(html).toContain("Estado: Enviada");
    expect(html).toContain("Filtro de aceite");
    expect(html).toContain("$\u00a025,00");
    expect(html).toMatch(/IVA \(16%\)<\/td><td class="num">\$\u00a013,60/);
    expect(html).toMatch(/Total<\/td><td class="num">\$\u00a098,60/);
    expect(html).toContain("Notas: Entregar por la puerta trasera");
  });

  it("escapes the shop's and the parts' text", () => {
    expect(html).toContain("Repuestos &lt;El Gato&gt;");
    expect(html).not.toContain("<El Gato>");
  });
});

describe("orderTable", () => {
  it("lists each line and the totals, numbers as numbers", () => {
    const table = orderTable(ORDER);
    expect(table.name).toBe("orden-de-compra-OC-000007");
    expect(table.header).toEqual(["SKU", "Producto", "Cantidad", "Costo unitario", "Subtotal"]);
    expect(table.rows[0]).toEqual(["SKU-1", "Filtro de aceite", 2, 12.5, 25]);
    expect(table.rows.at(-1)).toEqual(["", "Total", null, null, 98.6]);
  });

  it("keeps a part named like a formula inert in the CSV", async () => {
    const csv = await tableCsvBlob(orderTable(ORDER)).text();
    expect(csv).toContain("'=Pastillas");
  });
});
