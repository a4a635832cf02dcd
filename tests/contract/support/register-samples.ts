// The role matrix's harmless requests for the 'Caja' operations (samples.ts asks here first).
import type { ApiClient, CallOptions } from "./client";
import { unique } from "./expectations";
import { freshRegister, ownSession } from "./registers";

export async function registerSample(
  operationId: string,
  admin: ApiClient,
  owner: ApiClient,
): Promise<CallOptions | null> {
  switch (operationId) {
    case "listRegisters":
    case "getCurrentRegisterSession":
      return {};
    case "listRegisterSessions":
      return { query: { limit: 5 } };
    case "createRegister":
      return { body: { name: unique("Caja") } };
    case "renameRegister":
      return { path: { id: (await freshRegister(admin)).id }, body: { name: unique("Caja") } };
    case "openRegisterSession": {
      await ownSession(admin, admin);
      return { body: { registerId: (await freshRegister(admin)).id, openingFloatCents: 5_000 } };
    }
    case "getRegisterSession":
      return { path: { id: (await ownSession(admin, owner)).id } };
    case "createCashMovement":
      return {
        path: { id: (await ownSession(admin, owner)).id },
        body: { kind: "in", amountCents: 1_000, reason: "Cambio para la caja" },
      };
    case "closeRegisterSession":
      return {
        path: { id: (await ownSession(admin, owner, 7_000)).id },
        body: { counted: { efectivo: 7_000 } },
      };
    case "reopenRegisterSession": {
      const session = await ownSession(admin, admin, 3_000);
      await admin.call("closeRegisterSession", {
        path: { id: session.id },
        body: { counted: { efectivo: 3_000 } },
      });
      return { path: { id: session.id }, body: { reason: "Conteo repetido" } };
    }
    default:
      return null;
  }
}
