// The mocks' second factors: plain maps in memory, emptied with the rest of the mock database.
import type { TwoFactorRecord, TwoFactorRepository } from "../../server/store/two-factor-repository";
import { onMockDbReset } from "../db";

interface Entry {
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  challengeHash: string | null;
  challengeExpiresAt: number | null;
  recoveryHashes: Set<string>;
  resetBy: number | null;
  resetAt: string | null;
}

const entries = new Map<number, Entry>();
let requiredForAdmins = false;

onMockDbReset(() => {
  entries.clear();
  requiredForAdmins = false;
});

function entry(userId: number): Entry {
  let found = entries.get(userId);
  if (!found) {
    found = {
      secret: null,
      pendingSecret: null,
      lastStep: null,
      challengeHash: null,
      challengeExpiresAt: null,
      recoveryHashes: new Set(),
      resetBy: null,
      resetAt: null,
    };
    entries.set(userId, found);
  }
  return found;
}

export const twoFactor: TwoFactorRepository = {
  async get(userId): Promise<TwoFactorRecord> {
    const e = entry(userId);
    return {
      enabled: e.secret !== null,
      secret: e.secret,
      pendingSecret: e.pendingSecret,
      challengeHash: e.challengeHash,
      challengeExpiresAt: e.challengeExpiresAt,
      recoveryCodesLeft: e.recoveryHashes.size,
    };
  },
  async setPendingSecret(userId, secret) {
    entry(userId).pendingSecret = secret;
  },
  async enable(userId, secret, step, recoveryHashes) {
    Object.assign(entry(userId), {
      secret,
      pendingSecret: null,
      lastStep: step,
      recoveryHashes: new Set(recoveryHashes),
    });
  },
  async setChallenge(userId, hash, expiresAt) {
    Object.assign(entry(userId), { challengeHash: hash, challengeExpiresAt: expiresAt });
  },
  async userForChallenge(hash) {
    for (const [userId, e] of entries) if (e.challengeHash === hash) return userId;
    return null;
  },
  async useStep(userId, step) {
    const e = entry(userId);
    if (e.lastStep !== null && e.lastStep >= step) return false;
    e.lastStep = step;
    return true;
  },
  async useRecoveryCode(userId, hash) {
    return entry(userId).recoveryHashes.delete(hash);
  },
  async reset(userId, byUserId, at) {
    entries.set(userId, { ...entry(userId), ...emptyFactor(), resetBy: byUserId, resetAt: at });
  },
  async requiredForAdmins() {
    return requiredForAdmins;
  },
  async setRequiredForAdmins(required) {
    requiredForAdmins = required;
  },
};

function emptyFactor() {
  return {
    secret: null,
    pendingSecret: null,
    lastStep: null,
    challengeHash: null,
    challengeExpiresAt: null,
    recoveryHashes: new Set<string>(),
  };
}
