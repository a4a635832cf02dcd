// The shape of an operation, derived from the generated contract types by operationId: its input
// (path, query, JSON body or uploaded file) and its success answers (status, body, headers).
import type { operations } from "@contract/schema.gen";
import type { User } from "@contract/types";
import type { LoginThrottle } from "../../rules/login-throttle";
import type { PasswordCheckThrottle } from "../../rules/password-check-throttle";
import type { SheetData } from "../product-import/read-sheet";
import type { Store } from "../store/store";

export type OperationId = keyof operations;

type Or<T, Fallback> = [T] extends [never] ? Fallback : T;
type Contract<K extends OperationId> = operations[K];

/** A multipart upload, read by the transport (the BFF streams it, the mocks get a File). */
export interface UploadedFile {
  /** Size in bytes as received. */
  size: number;
  bytes: Uint8Array;
  /** The name the client gave the file, when it gave one. */
  name?: string;
}

type DeclaredBodyOf<K extends OperationId> =
  NonNullable<Contract<K>["requestBody"]> extends { content: infer C }
    ? C extends { "application/json": infer B }
      ? B
      : C extends { "multipart/form-data": unknown }
        ? UploadedFile | null
        : undefined
    : undefined;

/** An operation whose body is optional (`required: false`) gets undefined when none was sent. */
type BodyOf<K extends OperationId> =
  DeclaredBodyOf<K> | (undefined extends Contract<K>["requestBody"] ? undefined : never);

/** What the transport hands an operation: already checked against openapi.yaml. */
export interface Input<K extends OperationId> {
  params: Or<NonNullable<Contract<K>["parameters"]["path"]>, Record<string, never>>;
  query: Or<NonNullable<Contract<K>["parameters"]["query"]>, Record<string, never>>;
  body: BodyOf<K>;
}

type Responses<K extends OperationId> = Contract<K>["responses"];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;

/** A file answer (CSV, .xlsx), streamed by the transport chunk by chunk as the operation makes it. */
export interface FileBody {
  file: AsyncIterable<Uint8Array | string>;
}

type JsonOf<R> = R extends { content: { "application/json": infer B } }
  ? B
  : R extends { content: Record<string, unknown> }
    ? FileBody
    : undefined;

export function isFileBody(body: unknown): body is FileBody {
  return typeof body === "object" && body !== null && "file" in body;
}

/** One of the operation's 2xx answers, typed by the contract. */
export type Result<K extends OperationId> = {
  [S in SuccessStatus<K>]: { status: S; body: JsonOf<Responses<K>[S]>; headers?: Record<string, string> };
}[SuccessStatus<K>];

/** One session of a user as the transport keeps it (times in epoch milliseconds). */
export interface SessionRecord {
  /** The opaque handle chosen at sign-in: never the cookie's session id, nor derived from it. */
  publicId: string;
  createdAt: number;
  lastSeenAt: number;
  /** The User-Agent header of the sign-in, when there was one. */
  userAgent: string | null;
  /** True for the session of the request being answered. */
  current: boolean;
}

/** Sign-in state lives in the transport (cookie + session store); operations only ask for changes. */
export interface SessionPort {
  /** Starts a new session for the user (a fresh id: the previous one, if any, ends). */
  signIn(userId: number): Promise<void>;
  /** Ends the current session, if any, and clears the cookie. */
  signOut(): Promise<void>;
  /** Ends every session of a user (blocking or a password change takes effect at once). */
  endSessionsOf(userId: number): Promise<void>;
  /** The user's sessions that have not ended, the request's own marked `current`. */
  sessionsOf(userId: number): Promise<SessionRecord[]>;
  /** Ends every session of the user except the request's own. */
  endOtherSessionsOf(userId: number): Promise<void>;
  /** This server's count of failed sign-ins (the login operation keeps the per-account one). */
  readonly loginThrottle: LoginThrottle;
  /** This server's count of current-password checks per account, apart from sign-in's. */
  readonly passwordCheckThrottle: PasswordCheckThrottle;
}

/** What an image library says of an upload, or the image re-encoded without its metadata. */
export type ImageVerdict =
  { kind: "ok"; bytes: Uint8Array } | { kind: "tooManyPixels" } | { kind: "unreadable" };

/** Re-encodes an image in its own format (metadata dropped), refusing more than `maxPixels`. */
export interface ImagePort {
  reencode(bytes: Uint8Array, extension: string, maxPixels: number): Promise<ImageVerdict>;
}

/** Reads an import's spreadsheet with every bound; refusals reject with a SheetRefusal. */
export interface SheetPort {
  read(bytes: Uint8Array): Promise<SheetData>;
}

export interface OperationContext {
  /** The signed-in user; null only on public operations (the transport enforced x-roles). */
  user: User | null;
  store: Store;
  session: SessionPort;
  /** The BFF's image library; the in-memory mocks keep an upload's bytes as received. */
  images?: ImagePort;
  /** The BFF reads spreadsheets in a worker thread; the mocks read them in their own thread. */
  sheets?: SheetPort;
}

export type Operation<K extends OperationId> = (ctx: OperationContext, input: Input<K>) => Promise<Result<K>>;

/** One entry per operationId of openapi.yaml: a missing or misspelled one fails to compile. */
export type OperationTable = { [K in OperationId]: Operation<K> };

/** The signed-in user of an operation whose x-roles exclude "public". */
export function signedIn(ctx: OperationContext): User {
  if (!ctx.user) throw new Error("the transport let an anonymous request through");
  return ctx.user;
}

export const ok = <T>(body: T) => ({ status: 200 as const, body });
export const created = <T>(body: T) => ({ status: 201 as const, body });
export const accepted = <T>(body: T) => ({ status: 202 as const, body });
export const noContent = () => ({ status: 204 as const, body: undefined });

/** What a transport sees of any operation: it only forwards the input and sends the answer. */
export interface AnyResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type AnyOperation = (
  ctx: OperationContext,
  input: { params: unknown; query: unknown; body: unknown },
) => Promise<AnyResult>;
