// The session rules, against a fake server and a fake localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/errors";

const get = vi.fn();
const toastError = vi.fn();
vi.mock("../api/client", () => ({ apiClient: { GET: (...args: unknown[]) => get(...args) } }));
vi.mock("../../components/toaster", () => ({
  toast: { error: (...args: unknown[]) => toastError(...args) },
}));

const { lookupSessionUser, resetSessionLookup, DUPLICATE_LOOKUP_WINDOW_MS } =
  await import("./session-lookup");
const flags = await import("./session-flags");

const admin = {
  id: 1,
  name: "Administrador",
  username: "admin",
  email: "a@x.co",
  role: "admin",
  active: true,
  created_at: "",
};

function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

let now = 10_000;
const clock = () => now;

beforeEach(() => {
  vi.stubGlobal("window", { localStorage: fakeStorage() });
  get.mockReset();
  toastError.mockReset();
  resetSessionLookup();
  now = 10_000;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("lookupSessionUser", () => {
  it("answers nobody without calling the server once the user logged out", async () => {
    flags.markSessionEnded();
    await expect(lookupSessionUser(clock)).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it("records a present user: clears userLoggedOut, sets hadPreviousSession", async () => {
    window.localStorage.setItem(flags.LOGGED_OUT_KEY, "false");
    get.mockResolvedValue({ data: admin });
    await expect(lookupSessionUser(clock)).resolves.toEqual(admin);
    expect(window.localStorage.getItem(flags.LOGGED_OUT_KEY)).toBeNull();
    expect(flags.hadPreviousSession()).toBe(true);
  });

  it("accepts the user wrapped in a `user` field", async () => {
    get.mockResolvedValue({ data: { user: admin } });
    await expect(lookupSessionUser(clock)).resolves.toEqual(admin);
  });

  it("sends one request for lookups in flight together and none within 2 s of the last", async () => {
    get.mockResolvedValue({ data: admin });
    const [a, b] = await Promise.all([lookupSessionUser(clock), lookupSessionUser(clock)]);
    expect(a).toEqual(admin);
    expect(b).toEqual(admin);
    now += DUPLICATE_LOOKUP_WINDOW_MS - 1;
    await expect(lookupSessionUser(clock)).resolves.toEqual(admin);
    expect(get).toHaveBeenCalledTimes(1);
    now += 1;
    await lookupSessionUser(clock);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("treats a 401 silently: nobody, logged-out flag set, previous session forgotten", async () => {
    window.localStorage.setItem(flags.PREVIOUS_SESSION_KEY, "true");
    get.mockRejectedValue(new ApiError("No autenticado", 401));
    await expect(lookupSessionUser(clock)).resolves.toBeNull();
    expect(flags.isLoggedOutFlagSet()).toBe(true);
    expect(flags.hadPreviousSession()).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("shows 'Error de sesión' for any other failure", async () => {
    get.mockRejectedValue(new ApiError("Error 500: Internal Server Error", 500));
    await expect(lookupSessionUser(clock)).resolves.toBeNull();
    expect(toastError).toHaveBeenCalledWith(
      "Error de sesión",
      "No se pudo obtener información del usuario. Intente iniciar sesión nuevamente.",
    );
    expect(flags.isLoggedOutFlagSet()).toBe(true);
  });
});

describe("remembered username", () => {
  it("stores the username only when asked and always removes a remembered password", () => {
    window.localStorage.setItem(flags.REMEMBERED_PASSWORD_KEY, "secreto");
    flags.saveRememberedUsername("vendedor", true);
    expect(flags.rememberedUsername()).toBe("vendedor");
    expect(window.localStorage.getItem(flags.REMEMBERED_PASSWORD_KEY)).toBeNull();
    flags.saveRememberedUsername("vendedor", false);
    expect(flags.rememberedUsername()).toBe("");
  });
});
