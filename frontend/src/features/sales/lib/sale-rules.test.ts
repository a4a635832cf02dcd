import { describe, expect, it } from "vitest";
import { SAMPLE_SALE_PRODUCTS, SAMPLE_SALES } from "../data/sample-sales";
import {
  addLine,
  buildSubmission,
  changeLine,
  clampDiscount,
  digitsOnly,
  filterSaleProducts,
  filterSales,
  lineSubtotal,
  nextSaleId,
  removeLine,
  saleFromSubmission,
  saleTotal,
  sortSalesNewestFirst,
} from "./sale-rules";
import type { SaleLine, SaleProduct } from "./sale-types";

const product = (id: number): SaleProduct => {
  const found = SAMPLE_SALE_PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`no sample product ${id}`);
  return found;
};

function added(lines: readonly SaleLine[], id: number, quantity: number, discount = 0): SaleLine[] {
  const result = addLine(lines, product(id), quantity, discount);
  if (!result.ok) throw new Error(result.error.description);
  return result.lines;
}

describe("sample data", () => {
  it("offers exactly five products", () => {
    expect(SAMPLE_SALE_PRODUCTS).toHaveLength(5);
  });
});

describe("lineSubtotal", () => {
  it("is price × quantity less the discount percent", () => {
    expect(lineSubtotal(25000, 4, 0)).toBe(100000);
    expect(lineSubtotal(25000, 4, 10)).toBe(90000);
    expect(lineSubtotal(98000, 1, 100)).toBe(0);
  });
});

describe("addLine", () => {
  it("adds a new line with its subtotal", () => {
    const lines = added([], 1, 2, 10);
    expect(lines).toEqual([
      {
        productId: 1,
        name: "Filtro de aceite",
        sku: "FIL-AC-1001",
        quantity: 2,
        price: 25000,
        discount: 10,
        subtotal: 45000,
      },
    ]);
  });

  it("merges a product added twice: quantities add up and the new discount wins", () => {
    const lines = added(added([], 1, 2, 10), 1, 3, 20);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 5, discount: 20, subtotal: 100000 });
  });

  it("keeps the other lines and their order when merging", () => {
    const lines = added(added(added([], 1, 1), 2, 1), 1, 1);
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses quantity %s with 'Cantidad inválida'", (quantity) => {
    const result = addLine([], product(1), quantity, 0);
    expect(result).toEqual({
      ok: false,
      error: { title: "Cantidad inválida", description: "La cantidad debe ser mayor que cero." },
    });
  });

  it("refuses more than the stock of a new line", () => {
    const result = addLine([], product(5), 4, 0);
    expect(result).toEqual({
      ok: false,
      error: { title: "Cantidad excede stock", description: "Solo hay 3 unidades disponibles." },
    });
  });

  it("accepts exactly the stock", () => {
    expect(added([], 5, 3)[0]?.quantity).toBe(3);
  });

  it("checks the combined quantity of a product already in the sale ('en total')", () => {
    const lines = added([], 3, 4);
    const result = addLine(lines, product(3), 2, 0);
    expect(result).toEqual({
      ok: false,
      error: { title: "Cantidad excede stock", description: "Solo hay 5 unidades disponibles en total." },
    });
    expect(addLine(lines, product(3), 1, 0).ok).toBe(true);
  });

  it("brings a discount into 0-100", () => {
    expect(added([], 1, 1, 150)[0]?.discount).toBe(100);
    expect(added([], 1, 1, -5)[0]?.discount).toBe(0);
  });
});

describe("changeLine", () => {
  it("sets the quantity and discount typed in the cart, keeping the line's place", () => {
    const lines = added(added([], 1, 1), 3, 1);
    const result = changeLine(lines, product(1), 3, 10);
    if (!result.ok) throw new Error(result.error.description);
    expect(result.lines.map((line) => [line.productId, line.quantity, line.discount])).toEqual([
      [1, 3, 10],
      [3, 1, 0],
    ]);
    expect(result.lines[0]?.subtotal).toBe(lineSubtotal(product(1).sellingPrice, 3, 10));
  });

  it("refuses a quantity of zero and one above the stock, with the dialog's messages", () => {
    const lines = added([], 5, 1);
    expect(changeLine(lines, product(5), 0, 0)).toEqual({
      ok: false,
      error: { title: "Cantidad inválida", description: "La cantidad debe ser mayor que cero." },
    });
    expect(changeLine(lines, product(5), 4, 0)).toEqual({
      ok: false,
      error: { title: "Cantidad excede stock", description: "Solo hay 3 unidades disponibles." },
    });
    expect(changeLine(lines, product(5), 3, 0).ok).toBe(true);
  });
});

describe("totals", () => {
  it("adds the line subtotals", () => {
    const lines = added(added([], 1, 2, 10), 2, 1);
    expect(saleTotal(lines)).toBe(45000 + 98000);
    expect(saleTotal([])).toBe(0);
  });

  it("removes a line", () => {
    const lines = added(added([], 1, 2), 2, 1);
    expect(removeLine(lines, 1).map((l) => l.productId)).toEqual([2]);
  });
});

describe("integer inputs", () => {
  it("keeps digits only", () => {
    expect(digitsOnly("1a2.5-")).toBe("125");
    expect(digitsOnly("")).toBe("");
  });

  it("clamps discounts", () => {
    expect(clampDiscount(33.6)).toBe(34);
    expect(clampDiscount(Number.NaN)).toBe(0);
  });
});

describe("buildSubmission", () => {
  const now = new Date("2025-05-01T10:00:00.000Z");

  it("refuses an empty sale with 'Venta vacía'", () => {
    expect(buildSubmission([], "", "efectivo", now)).toEqual({
      ok: false,
      error: { title: "Venta vacía", description: "Agregue al menos un producto a la venta." },
    });
  });

  it("builds the submission with an optional customer", () => {
    const lines = added([], 1, 2);
    const result = buildSubmission(lines, "   ", "tarjeta", now);
    expect(result).toEqual({
      ok: true,
      submission: {
        items: lines,
        total: 50000,
        customer: null,
        paymentMethod: "tarjeta",
        date: now.toISOString(),
      },
    });
    const named = buildSubmission(lines, " Ana ", "efectivo", now);
    expect(named.ok && named.submission.customer).toBe("Ana");
  });
});

describe("new sales", () => {
  it("takes the highest id plus one", () => {
    expect(nextSaleId(SAMPLE_SALES)).toBe(1007);
    expect(nextSaleId([])).toBe(1);
    expect(
      nextSaleId([
        { ...SAMPLE_SALES[0]!, id: 50 },
        { ...SAMPLE_SALES[0]!, id: 7 },
      ]),
    ).toBe(51);
  });

  it("turns a submission into a sale with the unit count and the status", () => {
    const lines = added(added([], 1, 2), 2, 1);
    const result = buildSubmission(lines, "", "transferencia", new Date("2025-05-01T10:00:00.000Z"));
    if (!result.ok) throw new Error("expected a submission");
    expect(saleFromSubmission(SAMPLE_SALES, result.submission, "pending")).toEqual({
      id: 1007,
      date: "2025-05-01T10:00:00.000Z",
      customerName: null,
      total: 148000,
      items: 3,
      paymentMethod: "transferencia",
      status: "pending",
    });
  });

  it("sorts newest first", () => {
    expect(sortSalesNewestFirst(SAMPLE_SALES)[0]?.id).toBe(1006);
    const byTime = [...SAMPLE_SALES].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
    expect(sortSalesNewestFirst(SAMPLE_SALES).map((s) => s.id)).toEqual(byTime.map((s) => s.id));
  });

  it("puts the higher number first between sales of the same moment", () => {
    const at = "2026-11-20T10:00:00.000Z";
    const sales = [1, 3, 2].map((id) => ({ ...SAMPLE_SALES[0]!, id, date: at }));
    expect(sortSalesNewestFirst(sales).map((s) => s.id)).toEqual([3, 2, 1]);
  });
});

describe("filterSales", () => {
  const ids = (query: string) => filterSales(SAMPLE_SALES, query).map((s) => s.id);

  it("lists all with an empty query", () => {
    expect(ids("  ")).toHaveLength(SAMPLE_SALES.length);
  });

  it("finds by sale number", () => {
    expect(ids("1003")).toEqual([1003]);
    expect(ids("#1003")).toEqual([1003]);
  });

  it("finds by customer, ignoring case and accents, and 'Cliente General' for none", () => {
    expect(ids("jose")).toEqual([1001]);
    expect(ids("MARTÍNEZ")).toEqual([1004]);
    expect(ids("cliente general")).toEqual([1002, 1005]);
  });

  it("finds by payment method", () => {
    expect(ids("transferencia")).toEqual([1003, 1006]);
    expect(ids("tarjeta")).toEqual([1002, 1004]);
  });

  it("finds nothing for an unknown text", () => {
    expect(ids("zzz")).toEqual([]);
  });
});

describe("filterSaleProducts", () => {
  const names = (query: string) => filterSaleProducts(SAMPLE_SALE_PRODUCTS, query).map((p) => p.id);

  it("shows the full list below 2 characters", () => {
    expect(names("")).toEqual([1, 2, 3, 4, 5]);
    expect(names("b")).toEqual([1, 2, 3, 4, 5]);
  });

  it("filters by name or SKU from 2 characters, ignoring case and accents", () => {
    expect(names("bujia")).toEqual([3]);
    expect(names("fre-pa")).toEqual([2]);
    expect(names("ba")).toEqual([5]);
  });
});
