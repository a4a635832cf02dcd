// Equivalence groups of the in-memory store (the BFF's product_equivalents).
import type { EquivalentsRepository } from "../../server/store/equivalents-repository";
import { db } from "../db";
import { productDto } from "./to-contract";

const groupOf = (productId: number) =>
  db.productEquivalents.findFirst((q) => q.where({ productId }))?.groupId ?? null;

export const equivalents: EquivalentsRepository = {
  async of(productId) {
    const group = groupOf(productId);
    if (group === null) return [];
    return db.productEquivalents
      .findMany((q) => q.where({ groupId: group }))
      .filter((row) => row.productId !== productId)
      .flatMap((row) => {
        const product = db.products.findFirst((q) => q.where({ id: row.productId }));
        return product ? [productDto(product)] : [];
      });
  },
  async link(productId, otherId) {
    const mine = groupOf(productId);
    const theirs = groupOf(otherId);
    const group =
      mine ?? theirs ?? db.productEquivalents.all().reduce((max, row) => Math.max(max, row.groupId), 0) + 1;
    if (theirs !== null && theirs !== group) {
      await db.productEquivalents.updateMany((q) => q.where({ groupId: theirs }), {
        data(row) {
          row.groupId = group;
        },
      });
    }
    for (const id of [productId, otherId]) {
      if (groupOf(id) === null) await db.productEquivalents.create({ productId: id, groupId: group });
    }
  },
  async unlink(productId, otherId) {
    const group = groupOf(productId);
    if (group === null || productId === otherId || groupOf(otherId) !== group) return false;
    db.productEquivalents.deleteMany((q) => q.where({ productId: otherId }));
    if (db.productEquivalents.findMany((q) => q.where({ groupId: group })).length <= 1)
      db.productEquivalents.deleteMany((q) => q.where({ groupId: group }));
    return true;
  },
};
