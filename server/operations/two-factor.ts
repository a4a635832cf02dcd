// Two-factor sign-in (TOTP, rules/totp.ts): enrolment in 'Mi Perfil', the second step of sign-in,
// a reset by another Administrador, and the 'Seguridad' switch that requires it of Administradores.
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { accountKey } from "../../rules/login-throttle";
import { MESSAGES } from "../../rules/messages";
import { matchingTotpStep, newTotpSecret, otpauthUri } from "../../rules/totp";
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from "../errors";
import type { Store } from "../store/store";
import { currentPasswordAndCode } from "./current-password";
import {
  CHALLENGE_TTL_MS,
  newChallenge,
  newRecoveryCodes,
  recoveryCodeHash,
  sha256Hex,
} from "../two-factor-secrets";
import { accepted, noContent, ok, signedIn, type Operation } from "./types";

const ISSUER_FALLBACK = "Repuestos";

/**
 * The 202 of a right password on an account with a second factor: no session yet, a challenge to
 * send back with the code. A new sign-in replaces an open challenge.
 */
export async function secondFactorChallenge(store: Store, userId: number) {
  const challenge = newChallenge();
  await store.twoFactor.setChallenge(userId, await sha256Hex(challenge), Date.now() + CHALLENGE_TTL_MS);
  return accepted({
    secondFactor: "totp" as const,
    challenge,
    message: AUTH_MESSAGES.secondFactorNeeded,
  });
}

/**
 * A six-digit code of a step not used before, or an unspent recovery code. A secret this
 * installation cannot read (a database restored from another one) takes recovery codes only.
 */
async function codeAccepted(
  store: Store,
  userId: number,
  secret: string | null,
  typed: string,
): Promise<boolean> {
  const code = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(code)) {
    if (secret === null) return false;
    const step = await matchingTotpStep(secret, code);
    return step !== null && (await store.twoFactor.useStep(userId, step));
  }
  return store.twoFactor.useRecoveryCode(userId, await recoveryCodeHash(code));
}

/** Wrong codes count against the account with its wrong passwords (the same sign-in limit). */
const loginSecondFactor: Operation<"loginSecondFactor"> = async ({ store, session }, { body }) => {
  const userId = await store.twoFactor.userForChallenge(await sha256Hex(body.challenge));
  if (userId === null) throw unauthorized(AUTH_MESSAGES.signInChallengeExpired);
  const throttle = session.loginThrottle;
  const account = accountKey(userId, "");
  if (throttle.accountBlocked(account)) throw new HttpError(429, MESSAGES.tooManyLogins);
  const factor = await store.twoFactor.get(userId);
  if (!factor.enabled || (factor.challengeExpiresAt ?? 0) < Date.now()) {
    await store.twoFactor.setChallenge(userId, null, null);
    throw unauthorized(AUTH_MESSAGES.signInChallengeExpired);
  }
  if (!(await codeAccepted(store, userId, factor.secret, body.code))) {
    throttle.accountFailed(account);
    throw unauthorized(
      factor.secret === null ? AUTH_MESSAGES.secondFactorUnreadable : AUTH_MESSAGES.secondFactorWrong,
    );
  }
  throttle.accountSucceeded(account);
  await store.twoFactor.setChallenge(userId, null, null);
  // A factor nobody can read any more is removed once a recovery code has proved the account, and
  // recorded as reset by its owner: the user (and the 'Seguridad' switch) then asks for a new one.
  if (factor.secret === null) await store.twoFactor.reset(userId, userId, new Date().toISOString());
  const user = await store.users.find(userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.signInChallengeExpired);
  if (!user.active) throw forbidden(MESSAGES.userBlocked);
  await session.signIn(user.id);
  return ok(user);
};

const getOwnTwoFactor: Operation<"getOwnTwoFactor"> = async (ctx) => {
  const user = signedIn(ctx);
  const factor = await ctx.store.twoFactor.get(user.id);
  const required = user.role === "admin" && (await ctx.store.twoFactor.requiredForAdmins());
  return ok({ enabled: factor.enabled, required, recoveryCodesLeft: factor.recoveryCodesLeft });
};

const startTwoFactorEnrolment: Operation<"startTwoFactorEnrolment"> = async (ctx) => {
  const user = signedIn(ctx);
  const { store } = ctx;
  if ((await store.twoFactor.get(user.id)).enabled) throw conflict(AUTH_MESSAGES.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  await store.twoFactor.setPendingSecret(user.id, secret);
  const issuer = (await store.shopSettings.get()).businessName.trim() || ISSUER_FALLBACK;
  return ok({ secret, otpauthUri: otpauthUri(secret, user.username, issuer) });
};

/** Codes of the new secret are guessed no faster than current passwords (the same per-account limit). */
const confirmTwoFactor: Operation<"confirmTwoFactor"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  const { store } = ctx;
  const factor = await store.twoFactor.get(user.id);
  if (factor.enabled) throw conflict(AUTH_MESSAGES.twoFactorAlreadyOn);
  if (!factor.pendingSecret) throw conflict(AUTH_MESSAGES.twoFactorNotStarted);
  const throttle = ctx.session.passwordCheckThrottle;
  if (!throttle.begin(user.id)) throw new HttpError(429, AUTH_MESSAGES.tooManyPasswordChecks);
  let step: number | null = null;
  try {
    step = await matchingTotpStep(factor.pendingSecret, body.code.replace(/\s/g, ""));
  } finally {
    throttle.end(user.id, step !== null);
  }
  if (step === null) throw badRequest(AUTH_MESSAGES.twoFactorEnrolCodeWrong);
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map(recoveryCodeHash));
  await store.twoFactor.enable(user.id, factor.pendingSecret, step, hashes);
  return ok({ recoveryCodes });
};

/**
 * One's own factor off: the current password and a code (or a recovery code) prove it is the owner,
 * and it is recorded as a reset by the owner. Never while 'Seguridad' requires it of an Administrador.
 */
const disableOwnTwoFactor: Operation<"disableOwnTwoFactor"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  const { store } = ctx;
  const factor = await store.twoFactor.get(user.id);
  if (!factor.enabled) throw conflict(AUTH_MESSAGES.twoFactorNotOn);
  if (user.role === "admin" && (await store.twoFactor.requiredForAdmins()))
    throw forbidden(AUTH_MESSAGES.twoFactorRequiredCannotDisable);
  const wrong = await currentPasswordAndCode(ctx, user.id, body.currentPassword, () =>
    codeAccepted(store, user.id, factor.secret, body.code),
  );
  if (wrong === "password") throw badRequest(MESSAGES.currentPasswordWrong);
  if (wrong === "code") throw badRequest(AUTH_MESSAGES.secondFactorWrong);
  await store.twoFactor.reset(user.id, user.id, new Date().toISOString());
  return noContent();
};

/** A lost phone: another Administrador removes the factor; who and when stay on the user's record. */
const resetUserTwoFactor: Operation<"resetUserTwoFactor"> = async (ctx, { params }) => {
  const actor = signedIn(ctx);
  const target = await ctx.store.users.find(params.id);
  if (!target) throw notFound(MESSAGES.userNotFound);
  if (target.id === actor.id) throw conflict(AUTH_MESSAGES.cannotResetOwnTwoFactor);
  await ctx.store.twoFactor.reset(target.id, actor.id, new Date().toISOString());
  return noContent();
};

const getSecuritySettings: Operation<"getSecuritySettings"> = async ({ store }) =>
  ok({ twoFactorForAdmins: await store.twoFactor.requiredForAdmins() });

const updateSecuritySettings: Operation<"updateSecuritySettings"> = async ({ store }, { body }) => {
  await store.twoFactor.setRequiredForAdmins(body.twoFactorForAdmins);
  return ok({ twoFactorForAdmins: await store.twoFactor.requiredForAdmins() });
};

export const twoFactorOperations = {
  loginSecondFactor,
  getOwnTwoFactor,
  startTwoFactorEnrolment,
  confirmTwoFactor,
  disableOwnTwoFactor,
  resetUserTwoFactor,
  getSecuritySettings,
  updateSecuritySettings,
};
