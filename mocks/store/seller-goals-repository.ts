// 'Establecer Metas' in memory: the counterpart of bff/src/store/seller-goals-repository.ts.
import type { SellerGoal, SellerGoalsRepository } from "../../server/store/seller-goals-repository";
import { onMockDbReset } from "../db";

let goals: SellerGoal[] = [];
onMockDbReset(() => {
  goals = [];
});

export const sellerGoals: SellerGoalsRepository = {
  list: async (fromMonth, toMonth, userId) =>
    goals
      .filter(
        (g) => g.month >= fromMonth && g.month <= toMonth && (userId === undefined || g.userId === userId),
      )
      .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : a.userId - b.userId))
      .map((g) => ({ ...g })),
  async save(month, next) {
    for (const goal of next) {
      goals = goals.filter((g) => !(g.month === month && g.userId === goal.userId));
      goals.push({ ...goal, month });
    }
  },
};
