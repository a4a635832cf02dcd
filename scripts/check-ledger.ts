// `npm run check:ledger [DATABASE_FILE]`: checks that every product's stock movements add up to its
// stock, and every customer's account movements to his sales on account and payments ('Crédito'),
// on a SQLite file (the argument, else DATABASE_FILE, else data/app.db) or on the PostgreSQL
// database DATABASE_URL names. Prints the products that do not and exits 1; exits 2 when the
// database cannot be checked (missing file, no ledger tables yet).
import { existsSync } from "node:fs";
import { openDatabase } from "../bff/src/db/open-database";
import { isPostgresUrl } from "../bff/src/db/pg-knex";
import {
  accountDiscrepancies,
  balanceDrift,
  openSalesDrift,
  oversettledSales,
} from "../bff/src/store/account-ledger-check";
import { ledgerDiscrepancies } from "../bff/src/store/ledger-check";

const file = process.argv[2] ?? process.env.DATABASE_FILE ?? "data/app.db";
const url = process.argv[2] ? null : (process.env.DATABASE_URL ?? null);
const where = isPostgresUrl(url) ? "DATABASE_URL" : file;

if (!isPostgresUrl(url) && !existsSync(file)) {
  console.error(`check:ledger: no database file at ${file}`);
  process.exit(2);
}

const knex = openDatabase({ databaseFile: file, databaseUrl: url });
try {
  if (!(await knex.schema.hasTable("stock_movements"))) {
    console.error(`check:ledger: ${where} has no stock ledger yet (start the app once to migrate it)`);
    process.exitCode = 2;
  } else {
    const products = Number((await knex("products").count<{ n: number }[]>("* as n"))[0]?.n ?? 0);
    const wrong = await ledgerDiscrepancies(knex);
    if (wrong.length === 0) {
      console.log(`check:ledger: ${where}: the movements of all ${products} products add up to their stock`);
    } else {
      console.log(`check:ledger: ${where}: ${wrong.length} of ${products} products do not add up`);
      console.log("id\tsku\tstock\tmovements\tname");
      for (const p of wrong) console.log(`${p.productId}\t${p.sku}\t${p.stock}\t${p.ledger}\t${p.name}`);
      process.exitCode = 1;
    }
    if (await knex.schema.hasTable("customer_account_movements")) {
      // 'Crédito': each customer's movements add up to his sales on account and payments.
      const accounts = await accountDiscrepancies(knex);
      const oversettled = await oversettledSales(knex);
      const drift = (await knex.schema.hasTable("customer_open_sales")) ? await openSalesDrift(knex) : [];
      const balances = (await knex.schema.hasTable("customer_balances")) ? await balanceDrift(knex) : [];
      if (accounts.length === 0 && oversettled.length === 0 && drift.length === 0 && balances.length === 0) {
        console.log(`check:ledger: ${where}: every account's movements add up to its sales and payments`);
      } else {
        console.log("customer\tmovements\texpected");
        for (const a of accounts) console.log(`${a.customerId}\t${a.movementsCents}\t${a.expectedCents}`);
        console.log("sale\tcharged\tpaid");
        for (const sale of oversettled)
          console.log(`${sale.saleId}\t${sale.chargedCents}\t${sale.paidCents}`);
        if (drift.length > 0) console.log(`open sales summary differs from the ledger: ${drift.join(", ")}`);
        if (balances.length > 0) console.log(`kept balances differ from the ledger: ${balances.join(", ")}`);
        process.exitCode = 1;
      }
    }
  }
} finally {
  await knex.destroy();
}
