// The role matrix's harmless requests for the 'Caja' operations (samples.ts asks here first).
import type { ApiClient, CallOptions } from "./client";
import { unique } from "./expectations";
import { freshRegister, ownSession } from "./registers";

/** Three capital letters, never the shop's COP (no C, O or P). */
function sampleCurrencyCode(): string {
  const letters = "ABDEFGHIJKLMNQRSTUVWXYZ";
  return Array.from({ length: 3 }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
}

/** A currency the shop accepts ("Moneda XYZ"), added for the call. */
export async function sampleCurrency(admin: ApiClient): Promise<string> {
  for (;;) {
    const code = sampleCurrencyCode();
    const res = await admin.call("createCurrency", { body: { code, name: `Moneda ${code}` } });
    if (res.status === 201) return code;
    if (res.status !== 409) throw new Error(`createCurrency: ${res.status} ${res.text}`);
  }
}

export async function registerSample(
  operationId: string,
  admin: ApiClient,
  owner: ApiClient,
): Promise<CallOptions | null> {
  switch (operationId) {
    case "listRegisters":
    case "getCurrentRegisterSession":
    case "listCurrencies":
      return {};
    case "createCurrency":
      return { body: { code: sampleCurrencyCode(), name: "Moneda de prueba" } };
    case "deleteCurrency":
      return { path: { code: await sampleCurrency(admin) } };
    case "setExchangeRate":
      return { path: { code: await sampleCurrency(admin) }, body: { rate: "4000" } };
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
