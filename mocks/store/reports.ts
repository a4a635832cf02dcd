// Label templates and sizes, and the dashboard's read-only figures, of the in-memory store.
import type { DashboardRepository } from "../../server/store/dashboard-repository";
import type { LabelImportRepository } from "../../server/store/label-import-repository";
import type { LabelSizesRepository } from "../../server/store/label-sizes-repository";
import type { LabelTemplatesRepository } from "../../server/store/label-templates-repository";
import { db, nextId, type DbProduct } from "../db";
import { compareNoCase } from "../support/sort";

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export const labelTemplates: LabelTemplatesRepository = {
  list: async () => db.labelTemplates.all().sort(byId),
  find: async (id) => db.labelTemplates.findFirst((q) => q.where({ id })) ?? null,
  async templateIdTaken(templateId, exceptId) {
    const found = db.labelTemplates.findFirst((q) =>
      q.where((t) => t.id !== exceptId && t.template_id === templateId),
    );
    return found !== undefined;
  },
  async save(fields, id) {
    if (id === undefined) return db.labelTemplates.create({ id: nextId(db.labelTemplates), ...fields });
    const row = await db.labelTemplates.update((q) => q.where({ id }), {
      data(template) {
        Object.assign(template, fields);
      },
    });
    if (!row) throw new Error("label template vanished during the request");
    return row;
  },
  delete: async (id) => Boolean(db.labelTemplates.delete((q) => q.where({ id }))),
};

export const labelSizes: LabelSizesRepository = {
  list: async () => db.labelSizes.all().sort(byId),
  find: async (id) => db.labelSizes.findFirst((q) => q.where({ id })) ?? null,
  async sizeIdTaken(sizeId, exceptId) {
    return (
      db.labelSizes.findFirst((q) => q.where((s) => s.id !== exceptId && s.size_id === sizeId)) !== undefined
    );
  },
  async save(fields, id) {
    if (id === undefined) return db.labelSizes.create({ id: nextId(db.labelSizes), ...fields });
    const row = await db.labelSizes.update((q) => q.where({ id }), {
      data(size) {
        Object.assign(size, fields);
      },
    });
    if (!row) throw new Error("label size vanished during the request");
    return row;
  },
  delete: async (id) => Boolean(db.labelSizes.delete((q) => q.where({ id }))),
};

/** Each entry replaces the row with its identifier or is created; a failure puts everything back. */
export const labelImport: LabelImportRepository = {
  async apply(entries) {
    const undo: (() => Promise<unknown>)[] = [];
    try {
      let created = 0;
      const templates = [];
      for (const fields of entries.templates) {
        const existing = db.labelTemplates.findFirst((q) => q.where({ template_id: fields.template_id }));
        if (existing) {
          const { id, ...previous } = existing;
          undo.push(() => labelTemplates.save(previous, id));
        } else created += 1;
        const row = await labelTemplates.save(fields, existing?.id);
        if (!existing) undo.push(() => labelTemplates.delete(row.id));
        templates.push(row);
      }
      const sizes = [];
      for (const fields of entries.sizes) {
        const existing = db.labelSizes.findFirst((q) => q.where({ size_id: fields.size_id }));
        if (existing) {
          const { id, ...previous } = existing;
          undo.push(() => labelSizes.save(previous, id));
        } else created += 1;
        const row = await labelSizes.save(fields, existing?.id);
        if (!existing) undo.push(() => labelSizes.delete(row.id));
        sizes.push(row);
      }
      return { templates, sizes, created };
    } catch (error) {
      for (const step of undo.reverse()) await step();
      throw error;
    }
  },
};

/** The furthest below its threshold first, then the emptiest, then by name. */
function byUrgency(a: DbProduct, b: DbProduct): number {
  return (
    a.stock - a.stockThreshold - (b.stock - b.stockThreshold) ||
    a.stock - b.stock ||
    compareNoCase(a.name, b.name) ||
    a.id - b.id
  );
}

export const dashboard: DashboardRepository = {
  async stats() {
    return {
      totalProducts: db.products.count(),
      totalUsers: db.users.count(),
      totalSales: db.sales.findMany((q) => q.where({ status: "completed" })).length,
      // The specification calls a promotion active when its is_active flag is on.
      activePromotions: db.promotions.findMany((q) => q.where({ is_active: true })).length,
    };
  },
  async completedSalesBetween(from, to) {
    return db.sales
      .findMany((q) => q.where({ status: "completed" }))
      .filter((sale) => sale.completedAt !== null && sale.completedAt >= from && sale.completedAt < to)
      .length;
  },
  async lowStock(limit) {
    return db.products
      .findMany((q) => q.where((p) => p.stock <= p.stockThreshold))
      .sort(byUrgency)
      .slice(0, limit)
      .map((p) => ({
        id: p.id,
        name: p.name,
        sku: p.sku,
        stockQuantity: p.stock,
        stockThreshold: p.stockThreshold,
        sellingPrice: p.sellingPrice,
      }));
  },
  async recentSales(limit) {
    return db.sales
      .findMany((q) => q.where({ status: "completed" }))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
      .slice(0, limit)
      .map((s) => {
        const seller = s.userId === null ? undefined : db.users.findFirst((q) => q.where({ id: s.userId! }));
        return {
          id: s.id,
          createdAt: s.createdAt,
          total: s.totalCents / 100,
          itemsCount: s.lines.reduce((sum, line) => sum + line.quantity, 0),
          user: seller ? { name: seller.name } : null,
        };
      });
  },
  async topSelling(limit) {
    const totals = new Map<number, { total: number; units: number }>();
    // Completed sales only; returned units leave, with their share of the line's amount.
    for (const sale of db.sales.findMany((q) => q.where({ status: "completed" }))) {
      for (const line of sale.lines) {
        if (line.productId === null) continue;
        const kept = line.quantity - line.returnedQuantity;
        const entry = totals.get(line.productId) ?? { total: 0, units: 0 };
        entry.total += (line.subtotalCents * kept) / line.quantity;
        entry.units += kept;
        totals.set(line.productId, entry);
      }
    }
    return [...totals.entries()]
      .map(([id, t]) => ({ product: db.products.findFirst((q) => q.where({ id })), ...t }))
      .filter((r): r is typeof r & { product: DbProduct } => r.product !== undefined && r.units > 0)
      .sort((a, b) => b.total - a.total || a.product.id - b.product.id)
      .slice(0, limit)
      .map((r) => ({
        id: r.product.id,
        name: r.product.name,
        sku: r.product.sku,
        totalSales: Math.round(r.total) / 100,
        unitsSold: r.units,
      }));
  },
};
