// The counter's customer picker ('Modo mostrador'): a seller may sell to any registered customer,
// so the picker searches them all, read-only (name and document only). The customers screen keeps
// its owner rule (customers.ts).
import { customerDisplayName, lookupCustomers } from "../../rules/customer-lookup";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import { conflict } from "../errors";
import { ok, signedIn, type Operation } from "./types";

const lookupCounterCustomers: Operation<"lookupCounterCustomers"> = async (ctx, { query }) => {
  signedIn(ctx);
  const settings = await ctx.store.shopSettings.get();
  if (!settings.counterMode) throw conflict(SALE_MESSAGES.counterModeOff);
  const found = lookupCustomers(await ctx.store.customers.lookupEntries(), query.q ?? "");
  return ok(
    found.map((customer) => ({
      id: customer.id,
      name: customerDisplayName(customer),
      documentType: customer.document_type,
      documentNumber: customer.document_number,
    })),
  );
};

export const counterCustomersOperations = { lookupCounterCustomers };
