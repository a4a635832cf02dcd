// The owner's numbers over the in-memory collections: the same sums as
// bff/src/store/sales-report-repository.ts, line by line.
import { toCents } from "../../rules/sale-money";
import type {
  SalesFactRow,
  SalesFactsFilter,
  SalesFactsGrouping,
  SalesReportRepository,
} from "../../server/store/sales-report-repository";
import { db, type DbProduct, type DbSale } from "../db";

type Line = DbSale["lines"][number];

interface Fact {
  sale: DbSale;
  line: Line;
  product: DbProduct | undefined;
  instant: string;
  /** The sale's id (sold) or the return's (returned): what `count` counts once. */
  countId: number;
  units: number;
  amountCents: number;
  reason: string;
}

function productsById() {
  return new Map(db.products.all().map((product) => [product.id, product]));
}

function keeps(filter: SalesFactsFilter, fact: Fact): boolean {
  const { sale, product } = fact;
  return (
    sale.status === "completed" &&
    fact.instant >= filter.fromUtc &&
    fact.instant < filter.toUtc &&
    (filter.sellerId === undefined || sale.userId === filter.sellerId) &&
    (filter.customerId === undefined || sale.customerId === filter.customerId) &&
    (filter.paymentMethod === undefined || sale.paymentMethod === filter.paymentMethod) &&
    (filter.categoryId === undefined || product?.categoryId === filter.categoryId) &&
    (filter.brandId === undefined || product?.brandId === filter.brandId)
  );
}

function keyOf(
  fact: Fact,
  grouping: SalesFactsGrouping,
  timeChars: number,
): [string | number | null, string] {
  const { sale, line, product } = fact;
  switch (grouping) {
    case "none":
      return [null, ""];
    case "time":
      return [fact.instant.slice(0, timeChars), ""];
    case "category": {
      const id = product?.categoryId ?? null;
      return [id, id === null ? "" : (db.categories.findFirst((q) => q.where({ id }))?.name ?? "")];
    }
    case "brand": {
      const id = product?.brandId ?? null;
      return [id, id === null ? "" : (db.brands.findFirst((q) => q.where({ id }))?.name ?? "")];
    }
    case "product":
      return [line.productId, line.name];
    case "method":
      return [sale.paymentMethod, sale.paymentMethod];
    case "seller": {
      const id = sale.userId;
      return [id, id === null ? "" : (db.users.findFirst((q) => q.where({ id }))?.name ?? "")];
    }
    case "reason":
      return [fact.reason, fact.reason];
  }
}

function sum(facts: Fact[], filter: SalesFactsFilter, grouping: SalesFactsGrouping, timeChars: number) {
  const groups = new Map<string | number | null, SalesFactRow & { ids: Set<number> }>();
  for (const fact of facts) {
    if (!keeps(filter, fact)) continue;
    const [key, label] = keyOf(fact, grouping, timeChars);
    let row = groups.get(key);
    if (!row) {
      row = {
        key,
        label,
        sku: fact.line.sku,
        count: 0,
        units: 0,
        amountCents: 0,
        costCents: 0,
        ids: new Set(),
      };
      groups.set(key, row);
    }
    if (label < row.label) row.label = label;
    if (fact.line.sku < row.sku) row.sku = fact.line.sku;
    row.ids.add(fact.countId);
    row.units += fact.units;
    row.amountCents += fact.amountCents;
    row.costCents += (fact.line.unitCostCents ?? 0) * fact.units;
  }
  if (grouping === "none" && groups.size === 0)
    return [{ key: null, label: "", sku: "", count: 0, units: 0, amountCents: 0, costCents: 0 }];
  return [...groups.values()].map(({ ids, ...row }) => ({ ...row, count: ids.size }));
}

function soldFacts(): Fact[] {
  const products = productsById();
  return db.sales.all().flatMap((sale) =>
    sale.lines.map((line) => ({
      sale,
      line,
      product: line.productId === null ? undefined : products.get(line.productId),
      instant: sale.completedAt ?? "",
      countId: sale.id,
      units: line.quantity,
      amountCents: line.subtotalCents,
      reason: "",
    })),
  );
}

function returnedFacts(): Fact[] {
  const products = productsById();
  return db.sales.all().flatMap((sale) =>
    sale.returns.flatMap((r) =>
      r.lines.flatMap((returned) => {
        const line = sale.lines.find((candidate) => candidate.id === returned.lineId);
        if (!line) return [];
        return [
          {
            sale,
            line,
            product: line.productId === null ? undefined : products.get(line.productId),
            instant: r.createdAt,
            countId: r.id,
            units: returned.quantity,
            amountCents: Math.floor((line.subtotalCents * returned.quantity) / line.quantity),
            reason: r.reason,
          },
        ];
      }),
    ),
  );
}

const inStock = () => db.products.all().filter((product) => product.stock > 0);

function lastSold(productId: number): string | null {
  let last: string | null = null;
  for (const sale of db.sales.all())
    if (sale.status === "completed" && sale.completedAt && sale.lines.some((l) => l.productId === productId))
      if (last === null || sale.completedAt > last) last = sale.completedAt;
  return last;
}

export const salesReport: SalesReportRepository = {
  sold: async (filter, grouping, timeChars = 13) => sum(soldFacts(), filter, grouping, timeChars),
  returned: async (filter, grouping, timeChars = 13) => sum(returnedFacts(), filter, grouping, timeChars),
  // Every product: the operation picks the top and bottom.
  productCandidates: async (filter) => ({
    sold: sum(soldFacts(), filter, "product", 13),
    returned: sum(returnedFacts(), filter, "product", 13),
  }),
  async valuation() {
    const products = inStock();
    return {
      products: products.length,
      units: products.reduce((total, p) => total + p.stock, 0),
      costCents: products.reduce((total, p) => total + toCents(p.costPrice) * p.stock, 0),
      priceCents: products.reduce((total, p) => total + toCents(p.sellingPrice) * p.stock, 0),
    };
  },
  async deadStock(sinceUtc, limit) {
    const dead = inStock()
      .map((p) => ({ p, last: lastSold(p.id) }))
      .filter(({ last }) => last === null || last < sinceUtc)
      .map(({ p, last }) => ({
        id: p.id,
        name: p.name,
        sku: p.sku,
        stock: p.stock,
        costCents: toCents(p.costPrice),
        valueCents: toCents(p.costPrice) * p.stock,
        lastSoldAt: last,
      }))
      .sort((a, b) => b.valueCents - a.valueCents || a.id - b.id);
    return {
      products: dead.length,
      units: dead.reduce((total, item) => total + item.stock, 0),
      costCents: dead.reduce((total, item) => total + item.valueCents, 0),
      items: dead.slice(0, limit),
    };
  },
};
