// Helpers the register ('Caja') scenarios and samples share: the mode on with sessions required, a
// fresh register, a session of the caller's own.
import type { ApiClient, Json } from "./client";
import { unique } from "./expectations";

export async function registersOn(admin: ApiClient, extra: Record<string, unknown> = {}): Promise<Json> {
  const settings = (await admin.call("getShopSettings")).body;
  const res = await admin.call("updateShopSettings", {
    body: { ...settings, counterMode: true, requireOpenSession: true, closingThresholdCents: 0, ...extra },
  });
  if (res.status !== 200) throw new Error(`updateShopSettings: ${res.status} ${res.text}`);
  return res.body;
}

export async function freshRegister(admin: ApiClient): Promise<Json> {
  const res = await admin.call("createRegister", { body: { name: unique("Caja") } });
  if (res.status !== 201) throw new Error(`createRegister: ${res.status} ${res.text}`);
  return res.body;
}

/** Closes every session the client has open (each at its expected figures), so sales go to the next one. */
export async function closeOwnSessions(client: ApiClient): Promise<void> {
  for (;;) {
    const current = (await client.call("getCurrentRegisterSession")).body.session;
    if (!current) return;
    const counted = Object.fromEntries(current.methods.map((m: Json) => [m.method, m.expectedCents]));
    const res = await client.call("closeRegisterSession", { path: { id: current.id }, body: { counted } });
    if (res.status !== 200) throw new Error(`closeRegisterSession: ${res.status} ${res.text}`);
  }
}

/** A session of `owner`'s on a fresh register (the mode on; sessions required or not as it was). */
export async function ownSession(
  admin: ApiClient,
  owner: ApiClient,
  openingFloatCents = 10_000,
): Promise<Json> {
  const settings = (await admin.call("getShopSettings")).body;
  if (!settings.counterMode)
    await admin.call("updateShopSettings", { body: { ...settings, counterMode: true } });
  const register = await freshRegister(admin);
  const res = await owner.call("openRegisterSession", {
    body: { registerId: register.id, openingFloatCents },
  });
  if (res.status !== 201) throw new Error(`openRegisterSession: ${res.status} ${res.text}`);
  return res.body;
}
