// A tiny API client for the mocks' node tests: one cookie jar per client, like one browser each.
const BASE = "http://mocks.test";

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export class MockClient {
  private cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const jar = this.cookieHeader();
    const res = await fetch(BASE + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar ? { cookie: jar } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, headers: res.headers };
  }

  async login(username: string, password: string): Promise<ApiAnswer> {
    return this.call("POST", "/api/login", { username, password });
  }
}

export function message(answer: ApiAnswer): string {
  return (answer.body as { message: string }).message;
}
