// Second factors (server/store/two-factor-repository.ts) over user_two_factor and
// user_recovery_codes; the requirement for Administradores is a row of the settings table. Secrets
// are stored sealed (bff/src/security/totp-secret-box.ts) and answered open, or null when this
// installation's key cannot open them.
import type { Knex } from "knex";
import type { TwoFactorRecord, TwoFactorRepository } from "../../../server/store/two-factor-repository";
import { loadTotpKey } from "../security/totp-key";
import { openTotpSecret, sealTotpSecret } from "../security/totp-secret-box";

const REQUIRED_KEY = "two_factor_admins";

interface Row {
  secret: string | null;
  pending_secret: string | null;
  challenge_hash: string | null;
  challenge_expires_at: number | string | null;
}

export function createTwoFactorRepository(db: Knex): TwoFactorRepository {
  let keyLoaded: Promise<Buffer> | null = null;
  const key = () =>
    (keyLoaded ??= loadTotpKey(db).catch((error: unknown) => {
      keyLoaded = null;
      throw error;
    }));
  const open = async (userId: number, sealed: string | null | undefined) =>
    sealed ? openTotpSecret(await key(), userId, sealed) : null;

  /** Creates the account's row when it has none (a first enrolment or challenge). */
  async function upsert(userId: number, patch: Record<string, unknown>): Promise<void> {
    await db("user_two_factor")
      .insert({ user_id: userId, ...patch })
      .onConflict("user_id")
      .merge(Object.keys(patch));
  }

  return {
    async get(userId): Promise<TwoFactorRecord> {
      const row = await db("user_two_factor").where({ user_id: userId }).first<Row | undefined>();
      const left = await db("user_recovery_codes").where({ user_id: userId }).count("* as n").first();
      return {
        enabled: Boolean(row?.secret),
        secret: await open(userId, row?.secret),
        pendingSecret: await open(userId, row?.pending_secret),
        challengeHash: row?.challenge_hash ?? null,
        challengeExpiresAt: row?.challenge_expires_at == null ? null : Number(row.challenge_expires_at),
        recoveryCodesLeft: Number((left as { n?: number | string } | undefined)?.n ?? 0),
      };
    },
    async setPendingSecret(userId, secret) {
      await upsert(userId, { pending_secret: sealTotpSecret(await key(), userId, secret) });
    },
    async enable(userId, secret, step, recoveryHashes) {
      const sealed = sealTotpSecret(await key(), userId, secret);
      await db.transaction(async (trx) => {
        await trx("user_two_factor")
          .where({ user_id: userId })
          .update({ secret: sealed, pending_secret: null, last_step: step });
        await trx("user_recovery_codes").where({ user_id: userId }).delete();
        await trx("user_recovery_codes").insert(
          recoveryHashes.map((code_hash) => ({ user_id: userId, code_hash })),
        );
      });
    },
    async setChallenge(userId, hash, expiresAt) {
      await upsert(userId, { challenge_hash: hash, challenge_expires_at: expiresAt });
    },
    async userForChallenge(hash) {
      const row = await db("user_two_factor")
        .where({ challenge_hash: hash })
        .first<{ user_id: number } | undefined>("user_id");
      return row ? Number(row.user_id) : null;
    },
    async useStep(userId, step) {
      // One conditional UPDATE: of two requests racing with the same code, only one changes the row.
      const changed = await db("user_two_factor")
        .where({ user_id: userId })
        .andWhere((q) => q.whereNull("last_step").orWhere("last_step", "<", step))
        .update({ last_step: step });
      return changed === 1;
    },
    async useRecoveryCode(userId, hash) {
      return (await db("user_recovery_codes").where({ user_id: userId, code_hash: hash }).delete()) === 1;
    },
    async reset(userId, byUserId, at) {
      await db.transaction(async (trx) => {
        await trx("user_recovery_codes").where({ user_id: userId }).delete();
        await trx("user_two_factor")
          .insert({ user_id: userId, reset_by: byUserId, reset_at: at })
          .onConflict("user_id")
          .merge({
            secret: null,
            pending_secret: null,
            last_step: null,
            challenge_hash: null,
            challenge_expires_at: null,
            reset_by: byUserId,
            reset_at: at,
          });
      });
    },
    async requiredForAdmins() {
      const row = await db("settings")
        .where({ key: REQUIRED_KEY })
        .first<{ value: string } | undefined>("value");
      return row?.value === "true";
    },
    async setRequiredForAdmins(required) {
      await db("settings")
        .insert({ key: REQUIRED_KEY, value: String(required) })
        .onConflict("key")
        .merge();
    },
  };
}
