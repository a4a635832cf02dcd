// Equivalence groups (product_equivalents): parts that replace one another. A part belongs to at
// most one group; a group left with one part is dissolved, since a part alone is equivalent to nothing.
import type { Knex } from "knex";
import type { EquivalentsRepository } from "../../../server/store/equivalents-repository";
import { findProducts } from "./product-rows";

async function groupOf(db: Knex, productId: number): Promise<number | null> {
  const row = (await db("product_equivalents").where({ product_id: productId }).first("group_id")) as
    { group_id: number } | undefined;
  return row ? Number(row.group_id) : null;
}

export function createEquivalentsRepository(db: Knex): EquivalentsRepository {
  return {
    async of(productId) {
      const group = await groupOf(db, productId);
      if (group === null) return [];
      const ids = (
        (await db("product_equivalents")
          .where({ group_id: group })
          .whereNot({ product_id: productId })
          .select("product_id")) as { product_id: number }[]
      ).map((row) => Number(row.product_id));
      return findProducts(db, ids);
    },
    /** Both groups become the first one's (or a new one); in one transaction. */
    async link(productId, otherId) {
      await db.transaction(async (trx) => {
        const [mine, theirs] = [await groupOf(trx, productId), await groupOf(trx, otherId)];
        let group = mine ?? theirs;
        if (group === null) {
          const [created] = await trx("equivalence_groups").insert({}).returning<{ id: number }[]>("id");
          group = Number(created!.id);
        }
        if (theirs !== null && theirs !== group) {
          await trx("product_equivalents").where({ group_id: theirs }).update({ group_id: group });
          await trx("equivalence_groups").where({ id: theirs }).delete();
        }
        for (const id of [productId, otherId]) {
          if ((await groupOf(trx, id)) === null)
            await trx("product_equivalents").insert({ product_id: id, group_id: group });
        }
      });
    },
    async unlink(productId, otherId) {
      return db.transaction(async (trx) => {
        const group = await groupOf(trx, productId);
        if (group === null || productId === otherId || (await groupOf(trx, otherId)) !== group) return false;
        await trx("product_equivalents").where({ product_id: otherId }).delete();
        const left = Number(
          (await trx("product_equivalents").where({ group_id: group }).count<{ n: number }[]>("* as n"))[0]
            ?.n ?? 0,
        );
        if (left <= 1) await trx("equivalence_groups").where({ id: group }).delete();
        return true;
      });
    },
  };
}
