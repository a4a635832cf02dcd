// The role matrix's harmless requests for the 'Crédito' operations (samples.ts asks here).
import { creditCustomer, creditSale } from "./accounts";
import type { ApiClient, CallOptions } from "./client";

const today = () => new Date().toISOString().slice(0, 10);

export async function accountSample(
  operationId: string,
  admin: ApiClient,
  owner: ApiClient,
): Promise<CallOptions | null> {
  switch (operationId) {
    case "getCustomerAccount":
      return { path: { id: (await creditCustomer(admin, owner)).id } };
    case "setCustomerCredit":
      return {
        path: { id: (await creditCustomer(admin, owner)).id },
        body: { enabled: true, limitCents: 50_000, termsDays: 30 },
      };
    case "createCustomerPayment":
      return {
        path: { id: (await creditCustomer(admin, owner)).id },
        body: { amountCents: 500, method: "tarjeta" },
      };
    case "getCustomerStatement":
      return { path: { id: (await creditCustomer(admin, owner)).id }, query: { from: today(), to: today() } };
    case "voidCustomerPayment": {
      const customer = await creditCustomer(admin, admin);
      await creditSale(admin, admin, customer.id);
      const paid = await admin.call("createCustomerPayment", {
        path: { id: customer.id },
        body: { amountCents: 500, method: "tarjeta" },
      });
      return { path: { id: paid.body.id }, body: { reason: "Abono duplicado" } };
    }
    case "getAccountsAgeing":
      await creditCustomer(admin, admin);
      return {};
    default:
      return null;
  }
}
