// The migrations, imported statically. Knex's directory loader would `import()` .ts files from
// inside node_modules, which works under tsx but not under vitest; a static list works everywhere.
import type { Knex } from "knex";
import * as usersSessionsSettings from "../../../migrations/20250101000000_users_sessions_settings";
import * as catalogue from "../../../migrations/20250101000100_catalogue";
import * as salesCustomersPromotions from "../../../migrations/20250101000200_sales_customers_promotions";
import * as productListOrderIndex from "../../../migrations/20250101000300_product_list_order_index";
import * as productVehicles from "../../../migrations/20250101000400_product_vehicles";
import * as productSearchSpeed from "../../../migrations/20250101000500_product_search_speed";
import * as productListVersion from "../../../migrations/20250101000600_product_list_version";
import * as productSearchTextUpdates from "../../../migrations/20250101000700_product_search_text_updates";
import * as stockLedger from "../../../migrations/20250101000800_stock_ledger";
import * as hardening from "../../../migrations/20250101000900_hardening";
import * as productCodes from "../../../migrations/20250101001000_product_codes";
import * as counterSales from "../../../migrations/20250101001100_counter_sales";
import * as sessionDetails from "../../../migrations/20250101001200_session_details";
import * as vehicleNameIndex from "../../../migrations/20250101001300_vehicle_name_index";
import * as localSecretsHashedSessions from "../../../migrations/20250101001400_local_secrets_hashed_sessions";
import * as twoFactor from "../../../migrations/20250101001460_two_factor";
import * as productSearchFields from "../../../migrations/20250101001500_product_search_fields";
import * as sealedTotpSecrets from "../../../migrations/20250101001600_sealed_totp_secrets";
import * as codeClaims from "../../../migrations/20250101001610_code_claims";
import * as searchSynonyms from "../../../migrations/20250101001620_search_synonyms";
import * as purchases from "../../../migrations/20250101001630_purchases";
import * as registers from "../../../migrations/20250101001640_registers";
import * as customerAccounts from "../../../migrations/20250101001650_customer_accounts";
import * as saleLineCosts from "../../../migrations/20250101001660_sale_line_costs";
import * as quotes from "../../../migrations/20250101001670_quotes";
import * as lostSales from "../../../migrations/20250101001680_lost_sales";
import * as purchasesTwo from "../../../migrations/20250101001690_purchases_two";
import * as supplierReturns from "../../../migrations/20250101001695_supplier_returns";
import * as currencies from "../../../migrations/20250101001710_currencies";
import * as returnAccountShare from "../../../migrations/20250101001720_return_account_share_ageing";
import * as saleLinesSoldByPart from "../../../migrations/20250101001730_sale_lines_sold_by_part";
import * as customerBalances from "../../../migrations/20250101001735_customer_balances";
import * as salesSummary from "../../../migrations/20250101001740_sales_summary";
import * as salesSummaryProductTotals from "../../../migrations/20250101001750_sales_summary_product_totals";
import * as productSearchOrder from "../../../migrations/20250101001760_product_search_order";

const MIGRATIONS: Record<string, Knex.Migration> = {
  "20250101000000_users_sessions_settings": usersSessionsSettings,
  "20250101000100_catalogue": catalogue,
  "20250101000200_sales_customers_promotions": salesCustomersPromotions,
  "20250101000300_product_list_order_index": productListOrderIndex,
  "20250101000400_product_vehicles": productVehicles,
  "20250101000500_product_search_speed": productSearchSpeed,
  "20250101000600_product_list_version": productListVersion,
  "20250101000700_product_search_text_updates": productSearchTextUpdates,
  "20250101000800_stock_ledger": stockLedger,
  "20250101000900_hardening": hardening,
  "20250101001000_product_codes": productCodes,
  "20250101001100_counter_sales": counterSales,
  "20250101001200_session_details": sessionDetails,
  "20250101001300_vehicle_name_index": vehicleNameIndex,
  "20250101001400_local_secrets_hashed_sessions": localSecretsHashedSessions,
  "20250101001460_two_factor": twoFactor,
  "20250101001500_product_search_fields": productSearchFields,
  "20250101001600_sealed_totp_secrets": sealedTotpSecrets,
  "20250101001610_code_claims": codeClaims,
  "20250101001620_search_synonyms": searchSynonyms,
  "20250101001630_purchases": purchases,
  "20250101001640_registers": registers,
  "20250101001650_customer_accounts": customerAccounts,
  "20250101001660_sale_line_costs": saleLineCosts,
  "20250101001670_quotes": quotes,
  "20250101001680_lost_sales": lostSales,
  "20250101001690_purchases_two": purchasesTwo,
  "20250101001695_supplier_returns": supplierReturns,
  "20250101001710_currencies": currencies,
  "20250101001720_return_account_share_ageing": returnAccountShare,
  "20250101001730_sale_lines_sold_by_part": saleLinesSoldByPart,
  "20250101001735_customer_balances": customerBalances,
  "20250101001740_sales_summary": salesSummary,
  "20250101001750_sales_summary_product_totals": salesSummaryProductTotals,
  "20250101001760_product_search_order": productSearchOrder,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
