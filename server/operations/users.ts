// Sign-in, sign-out, the current user and staff accounts: admin-only listing, creation and
// blocking; password change by oneself (with the current password) or by an admin.
import type { components } from "@contract/schema.gen";
import { accountKey } from "../../rules/login-throttle";
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { MESSAGES } from "../../rules/messages";
import { usernameShapeProblem } from "../../rules/username-rules";
import { newPasswordProblem } from "../../rules/password-rules";
import { canonicalCode } from "../../rules/normal-key";
import { blankFieldMessage } from "../../rules/text";
import { BusyError, HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from "../errors";
import type { Store } from "../store/store";
import { currentPasswordMatches } from "./current-password";
import { weakPasswordMessage } from "./password-policy";
import { secondFactorChallenge } from "./two-factor";
import { created, noContent, ok, signedIn, type Operation } from "./types";

type UserCreate = components["schemas"]["UserCreate"];

/** The shop's name, guessable in its staff's passwords. */
async function shopName(store: Store): Promise<string> {
  return (await store.shopSettings.get()).businessName;
}

/** Account creation shared by POST /api/users and POST /api/register. */
async function createAccount(store: Store, body: UserCreate) {
  const name = body.name.trim();
  const username = canonicalCode(body.username);
  const email = canonicalCode(body.email);
  if (name === "") throw badRequest(blankFieldMessage("name"));
  const shape = usernameShapeProblem(body.username);
  if (shape) throw badRequest(shape);
  const weak = weakPasswordMessage(body.password, [username, name, email, await shopName(store)]);
  if (weak) throw badRequest(weak);
  const clash = await store.users.findClash(username, email);
  if (clash === "username") throw conflict(MESSAGES.duplicateUsername);
  if (clash === "email") throw conflict(MESSAGES.duplicateEmail);
  return created(
    await store.users.create({ name, username, email, role: body.role, password: body.password }),
  );
}

const getCurrentUser: Operation<"getCurrentUser"> = async (ctx) => ok(signedIn(ctx));

/**
 * Failed attempts are counted per account whatever spelling names it (username or e-mail), and
 * refused before any password is hashed once over the limit; the transport counts per address. A
 * store too busy to check a password now (a flood of sign-ins) is the same refusal.
 */
const login: Operation<"login"> = async ({ store, session }, { body }) => {
  const throttle = session.loginThrottle;
  const login = canonicalCode(body.username);
  const account = accountKey(await store.users.accountIdFor(login), login);
  if (throttle.accountBlocked(account)) throw new HttpError(429, MESSAGES.tooManyLogins);
  const user = await store.users.checkCredentials(login, body.password).catch((error: unknown) => {
    throw error instanceof BusyError ? new HttpError(429, MESSAGES.tooManyLogins) : error;
  });
  if (!user) {
    throttle.accountFailed(account);
    throw unauthorized(MESSAGES.badCredentials);
  }
  if (!user.active) throw forbidden(MESSAGES.userBlocked);
  // With a second factor the password alone opens nothing, and its failures keep counting until
  // the code is right (else a known password would reset the count between code guesses).
  if ((await store.twoFactor.get(user.id)).enabled) return secondFactorChallenge(store, user.id);
  throttle.accountSucceeded(account);
  await session.signIn(user.id);
  return ok(user);
};

const logout: Operation<"logout"> = async ({ session }) => {
  await session.signOut();
  return noContent();
};

const register: Operation<"register"> = async ({ store }, { body }) => createAccount(store, body);

const listUsers: Operation<"listUsers"> = async ({ store }) => ok(await store.users.list());

const createUser: Operation<"createUser"> = async ({ store }, { body }) => createAccount(store, body);

/** x-owner-rule: self — one's own password (proving the current one), or anyone's as an admin. */
const changeUserPassword: Operation<"changeUserPassword"> = async (ctx, { params, body }) => {
  const actor = signedIn(ctx);
  const { store } = ctx;
  const self = actor.id === params.userId;
  if (!self && actor.role !== "admin") throw forbidden(MESSAGES.forbiddenRole);
  const target = await store.users.find(params.userId);
  if (!target) throw notFound(MESSAGES.userNotFound);
  if (self) {
    // Even an admin proves who they are before changing their own password.
    if (!body.currentPassword) throw badRequest(MESSAGES.currentPasswordRequired);
    if (!(await currentPasswordMatches(ctx, actor.id, body.currentPassword)))
      throw badRequest(MESSAGES.currentPasswordWrong);
  }
  const inputs = [target.username, target.name, target.email, await shopName(store)];
  const weak = newPasswordProblem(body.newPassword) ?? weakPasswordMessage(body.newPassword, inputs);
  if (weak) throw badRequest(weak);
  const same = self
    ? body.newPassword === body.currentPassword
    : await store.users.passwordMatches(target.id, body.newPassword);
  if (same) throw badRequest(AUTH_MESSAGES.passwordSameAsOld);
  await store.users.setPassword(params.userId, body.newPassword);
  // Whoever held the old password is signed out everywhere; the session that changed its own
  // password goes on under a new id (a stolen copy of its cookie stops working too).
  await ctx.session.endSessionsOf(params.userId);
  if (self) await ctx.session.signIn(actor.id);
  return ok({ message: MESSAGES.passwordChanged });
};

/** One's own full name and username; the role stays an admin's decision. */
const updateOwnProfile: Operation<"updateOwnProfile"> = async (ctx, { body }) => {
  const actor = signedIn(ctx);
  const { store } = ctx;
  const name = body.name.trim();
  // Stored in its canonical form, as at creation: a full-width twin of another's e-mail clashes.
  const username = canonicalCode(body.username);
  if (name === "") throw badRequest(blankFieldMessage("name"));
  const shape = usernameShapeProblem(username);
  if (shape) throw badRequest(shape);
  // Another account's username or e-mail: either would make sign-in ambiguous.
  if (await store.users.usernameTaken(username, actor.id)) throw conflict(MESSAGES.duplicateUsername);
  await store.users.updateProfile(actor.id, { name, username });
  const saved = await store.users.find(actor.id);
  if (!saved) throw notFound(MESSAGES.userNotFound);
  return ok(saved);
};

/** An admin never blocks (nor toggles) their own account; the last active admin stays active. */
const toggleUserActive: Operation<"toggleUserActive"> = async (ctx, { params }) => {
  const actor = signedIn(ctx);
  const { store } = ctx;
  const user = await store.users.find(params.id);
  if (!user) throw notFound(MESSAGES.userNotFound);
  if (user.id === actor.id) throw conflict(MESSAGES.cannotBlockSelf);
  if (user.active) {
    if (user.role === "admin" && (await store.users.countActiveAdmins()) <= 1)
      throw conflict(MESSAGES.cannotBlockLastAdmin);
    await store.users.setActive(user.id, false);
    // Blocking takes effect at once: the user's open sessions end now.
    await ctx.session.endSessionsOf(user.id);
  } else {
    await store.users.setActive(user.id, true);
  }
  return ok((await store.users.find(user.id)) ?? user);
};

export const usersOperations = {
  getCurrentUser,
  login,
  logout,
  register,
  listUsers,
  createUser,
  changeUserPassword,
  updateOwnProfile,
  toggleUserActive,
};
