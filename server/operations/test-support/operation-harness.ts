// Runs an operation as a transport would, but without HTTP: over the mocks' in-memory store,
// refilled from the demo seed, as a seeded user (or nobody), with a session port that only records.
// The refusals an operation answers (HttpError) are its own; x-roles and schema checks are the
// transports' (tests/contract).
import type { User } from "@contract/types";
import { expect } from "vitest";
import { resetMockDb } from "../../../mocks/db";
import { memoryStore } from "../../../mocks/store/memory-store";
import { LoginThrottle } from "../../../rules/login-throttle";
import { PasswordCheckThrottle } from "../../../rules/password-check-throttle";
import { HttpError } from "../../errors";
import { OPERATIONS } from "../registry";
import type { Input, OperationContext, OperationId, Result, SessionPort } from "../types";

/** The demo seed's accounts (fixtures/users.ts). */
export const SEEDED = { admin: 1, vendedor: 2, vendedor2: 3 } as const;
export type SeededUser = keyof typeof SEEDED;

/** Refills the in-memory store from the seed and forgets sessions and throttles. */
export const freshStore = (): Promise<void> => resetMockDb();

export const store = memoryStore;

/** A session port that starts nothing: operations only ask the transport for changes. */
export function recordingSession(): SessionPort & { signedIn: number[]; ended: number[] } {
  const signedIn: number[] = [];
  const ended: number[] = [];
  return {
    signedIn,
    ended,
    async signIn(userId) {
      signedIn.push(userId);
    },
    async signOut() {},
    async endSessionsOf(userId) {
      ended.push(userId);
    },
    async sessionsOf() {
      return [];
    },
    async endOtherSessionsOf() {},
    loginThrottle: new LoginThrottle(),
    passwordCheckThrottle: new PasswordCheckThrottle(),
  };
}

async function userOf(who: SeededUser | User | null): Promise<User | null> {
  if (who === null || typeof who === "object") return who;
  const user = await memoryStore.users.find(SEEDED[who]);
  if (!user) throw new Error(`the seed has no ${who}`);
  return user;
}

/** The context a transport would build for this caller. */
export async function contextOf(
  who: SeededUser | User | null,
  extra: Partial<OperationContext> = {},
): Promise<OperationContext> {
  return { user: await userOf(who), store: memoryStore, session: recordingSession(), ...extra };
}

type LooseInput<K extends OperationId> = Partial<Input<K>>;

/** Calls the operation of the table (behind the second-factor gate, as both transports do). */
export async function call<K extends OperationId>(
  operationId: K,
  who: SeededUser | User | null | OperationContext,
  input: LooseInput<K> = {},
): Promise<Result<K>> {
  const ctx = who !== null && typeof who === "object" && "store" in who ? who : await contextOf(who);
  const operation = OPERATIONS[operationId] as unknown as (
    ctx: OperationContext,
    input: Input<K>,
  ) => Promise<Result<K>>;
  return operation(ctx, { params: {}, query: {}, body: undefined, ...input } as Input<K>);
}

/** The HttpError a promise rejects with; fails the test if it resolves or throws anything else. */
export async function refusalOf(promise: Promise<unknown>): Promise<HttpError> {
  const outcome = await promise.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  if ("result" in outcome) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.result)}`);
  expect(outcome.error).toBeInstanceOf(HttpError);
  return outcome.error as HttpError;
}

/** Asserts the status and the Spanish message the client sees. */
export async function expectRefusal(
  promise: Promise<unknown>,
  status: number,
  message: string,
): Promise<void> {
  const error = await refusalOf(promise);
  expect({ status: error.statusCode, message: error.message }).toEqual({ status, message });
}

/** Turns 'Modo mostrador' on or off (sales, registers, purchases and quotes need it on). */
export async function setCounterMode(on: boolean): Promise<void> {
  const settings = await memoryStore.shopSettings.get();
  await memoryStore.shopSettings.save({ ...settings, counterMode: on });
}

/**
 * The store with some methods of one repository replaced: the answers a store gives when another
 * request changed the rows between an operation's check and its write.
 */
export function storeWith<R extends keyof typeof memoryStore>(
  repository: R,
  methods: Partial<(typeof memoryStore)[R]>,
): typeof memoryStore {
  const replaced = Object.assign(Object.create(memoryStore[repository] as object) as object, methods);
  return { ...memoryStore, [repository]: replaced };
}

/** The seed's first product (by name). */
export async function aProduct() {
  const { items } = await memoryStore.products.list({ limit: 1, offset: 0 } as never);
  if (!items[0]) throw new Error("the seed has no product");
  return items[0];
}

/** A product made for the test, in the given category and brand (the seed's first product's by default). */
export async function newProduct(
  fields: {
    categoryId?: number;
    brandId?: number;
    subcategoryId?: number | null;
    stock?: number;
    sku?: string;
  } = {},
) {
  const seeded = await aProduct();
  return memoryStore.products.create(
    {
      name: "Pieza de prueba",
      sku: fields.sku ?? `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      categoryId: fields.categoryId ?? seeded.categoryId,
      brandId: fields.brandId ?? seeded.brandId,
      subcategoryId: fields.subcategoryId ?? null,
      costPrice: 10,
      sellingPrice: 20,
      stock: fields.stock ?? 5,
    },
    SEEDED.admin,
  );
}

/** 'Modo mostrador' on and an open register session of the user (a sale's payments need one). */
export async function counterOpenFor(who: SeededUser, registerName = `Caja ${who}`): Promise<number> {
  await setCounterMode(true);
  const register = await memoryStore.registers.create(registerName);
  const opened = await memoryStore.registers.openSession({
    registerId: register.id,
    userId: SEEDED[who],
    openingFloatCents: 0,
  });
  if (!("id" in opened)) throw new Error("the register was already open");
  return opened.id;
}

/** A session port whose sign-in and current-password counts are over their limits. */
export function throttledSession(): SessionPort {
  const session = recordingSession();
  const login = Object.assign(Object.create(session.loginThrottle) as LoginThrottle, {
    accountBlocked: () => true,
  });
  const checks = Object.assign(Object.create(session.passwordCheckThrottle) as PasswordCheckThrottle, {
    begin: () => false,
  });
  return { ...session, loginThrottle: login, passwordCheckThrottle: checks };
}

/** A customer the user registered, with credit of `limitCents` when given ('Crédito'). */
export async function newCustomer(who: SeededUser, document: string, limitCents?: number): Promise<number> {
  const none = { business_name: null, tax_id: null, email: null, phone: null, address: null, city: null };
  const { id } = await memoryStore.customers.create(
    {
      ...none,
      state: null,
      postal_code: null,
      notes: null,
      customer_type: "natural",
      document_type: "cedula",
      document_number: document,
      first_name: "Ana",
      last_name: "Ruiz",
    },
    SEEDED[who],
  );
  if (limitCents !== undefined)
    await memoryStore.accounts.setCredit(id, { enabled: true, limitCents, termsDays: 30 }, SEEDED.admin);
  return id;
}
