// 'Establecer Metas' on the server: an Administrador saves a month's goals and reads them back over
// a range ('Histórico'); a Vendedor reads only his own and cannot set any.
import { expect } from "vitest";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import { REPORT_MESSAGES } from "../../../rules/report-messages";

export const sellerGoalsScenarioList: Scenario[] = [
  {
    title:
      "saveSellerGoals/listSellerGoals: a month's goals kept, replaced per seller; a Vendedor reads only his own",
    covers: [
      ["saveSellerGoals", "success"],
      ["saveSellerGoals", "validation"],
      ["saveSellerGoals", "forbidden"],
      ["saveSellerGoals", "unauthenticated"],
      ["listSellerGoals", "success"],
      ["listSellerGoals", "validation"],
      ["listSellerGoals", "unauthenticated"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const me = (await seller.call("getCurrentUser")).body;
      const other = (await (await ctx.vendedor2()).call("getCurrentUser")).body;
      const save = (month: string, goals: unknown[]) =>
        admin.call("saveSellerGoals", { body: { month, goals } });
      const saved = await save("2031-01", [
        { userId: me.id, amountCents: 4_700_000, units: 120 },
        { userId: other.id, amountCents: 3_000_000, units: 80 },
      ]);
      expectStatus(saved, 200);
      expect(saved.body).toEqual(
        [
          { userId: me.id, month: "2031-01", amountCents: 4_700_000, units: 120 },
          { userId: other.id, month: "2031-01", amountCents: 3_000_000, units: 80 },
        ].sort((a, b) => a.userId - b.userId),
      );
      expectStatus(await save("2031-02", [{ userId: me.id, amountCents: 5_000_000, units: 130 }]), 200);
      expectStatus(await save("2031-01", [{ userId: me.id, amountCents: 4_800_000, units: 121 }]), 200);
      const all = await admin.call("listSellerGoals", { query: { from: "2031-01", to: "2031-02" } });
      expect(
        all.body.map((g: { userId: number; month: string; amountCents: number }) => [
          g.month,
          g.userId,
          g.amountCents,
        ]),
      ).toEqual([
        ...[
          ["2031-01", me.id, 4_800_000],
          ["2031-01", other.id, 3_000_000],
        ].sort((a, b) => Number(a[1]) - Number(b[1])),
        ["2031-02", me.id, 5_000_000],
      ]);
      const own = await seller.call("listSellerGoals", { query: { from: "2031-01", to: "2031-02" } });
      expectStatus(own, 200);
      expect(own.body.map((g: { userId: number }) => g.userId)).toEqual([me.id, me.id]);

      expectError(await save("2031-13", []), 400);
      expectError(
        await save("2031-03", [{ userId: 999_999, amountCents: 1, units: 1 }]),
        400,
        REPORT_MESSAGES.unknownSeller,
      );
      expectError(await admin.call("listSellerGoals", { query: { from: "2031-02", to: "2031-01" } }), 400);
      expectError(await seller.call("saveSellerGoals", { body: { month: "2031-01", goals: [] } }), 403);
      expectError(await ctx.anon().call("saveSellerGoals", { body: { month: "2031-01", goals: [] } }), 401);
      expectError(
        await ctx.anon().call("listSellerGoals", { query: { from: "2031-01", to: "2031-01" } }),
        401,
      );
    },
  },
];
