// A small HTTP client for the contract tests: calls operations by operationId, keeps its own
// cookie jar (one client = one browser), checks every answer against openapi.yaml and records it.
import { operation } from "./openapi";
import { Recorder } from "./recorder";
import { checkResponse } from "./schema-validator";
import type { Target } from "./target";

export interface CallOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim with a JSON content type (for malformed JSON). */
  rawBody?: string;
  form?: FormData;
  headers?: Record<string, string>;
  /** Check the answer against the document (default true). */
  validate?: boolean;
}

/**
 * A JSON body already checked against openapi.yaml by the client; scenarios read it loosely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- validated against the document at run time
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export const DEMO_PASSWORDS = {
  admin: "admin123",
  vendedor: "vendedor123",
  vendedor2: "vendedor123",
} as const;

export type DemoUser = keyof typeof DEMO_PASSWORDS;

export class ApiClient {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly session: ContractSession,
    readonly label: string,
    private readonly origin: () => string,
  ) {}

  /** The origin this client sends its requests to. */
  get baseUrl(): string {
    return this.origin();
  }

  get cookies(): ReadonlyMap<string, string> {
    return this.jar;
  }

  /** Replaces this client's cookies (e.g. to replay a stolen or old session cookie). */
  setCookies(cookies: ReadonlyMap<string, string>): void {
    this.jar.clear();
    for (const [k, v] of cookies) this.jar.set(k, v);
  }

  async call<T = Json>(operationId: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const op = operation(operationId);
    const url = new URL(this.origin() + fillPath(op.path, options.path ?? {}));
    for (const [k, v] of Object.entries(options.query ?? {})) {
      if (v !== undefined) url.searchParams.append(k, String(v));
    }
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers["content-type"] ??= "application/json";
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(url, { method: op.method.toUpperCase(), headers, body, redirect: "manual" });
    this.storeCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text.length > 0) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    this.session.recorder.record({ operationId, status: response.status });
    if (options.validate !== false) {
      const problem = checkResponse(operationId, response.status, parsed, text, response.headers);
      if (problem) {
        throw new Error(
          `[${this.session.target.name}] ${op.method.toUpperCase()} ${url.pathname}${url.search} as ${this.label}: ${problem}`,
        );
      }
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  /** Signs in on this client; throws unless the login succeeds. */
  async login(username: string, password: string): Promise<ApiResponse> {
    const res = await this.call("login", { body: { username, password } });
    if (res.status !== 200) {
      throw new Error(
        `[${this.session.target.name}] login as ${username} answered ${res.status}: ${res.text}`,
      );
    }
    return res;
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      if (eq < 0) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key, val] = a.trim().split("=");
        const k = key!.toLowerCase();
        if (k === "max-age") return Number(val) <= 0;
        if (k === "expires") return new Date(val ?? "").getTime() < Date.now();
        return false;
      });
      if (expired || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

function fillPath(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Everything one suite run against one target shares: clients, the recorder. */
export class ContractSession {
  readonly recorder = new Recorder();
  private clientCount = 0;
  private readonly signedIn = new Map<string, ApiClient>();

  constructor(readonly target: Target) {}

  /** A client with no session. */
  anonymous(label = "signed out"): ApiClient {
    const n = ++this.clientCount;
    const origin = () => this.target.baseUrlForClient?.(n) ?? this.target.baseUrl;
    return new ApiClient(this, label, origin);
  }

  /** A client signed in as a demo user; reused within the session (login attempts are limited). */
  async asUser(user: DemoUser): Promise<ApiClient> {
    const existing = this.signedIn.get(user);
    if (existing) return existing;
    const client = await this.freshLogin(user, DEMO_PASSWORDS[user]);
    this.signedIn.set(user, client);
    return client;
  }

  /** A new client with its own new session. */
  async freshLogin(username: string, password: string): Promise<ApiClient> {
    const client = this.anonymous(username);
    await client.login(username, password);
    return client;
  }

  /** Drops cached clients (after a restart of the target or a test that ended a session). */
  forget(user?: DemoUser): void {
    if (user) this.signedIn.delete(user);
    else this.signedIn.clear();
  }
}
