// Sign-in helpers for journeys: the demo accounts of the seed and the real login screen.
import { expect, type Page } from "@playwright/test";

export const DEMO_ACCOUNTS = {
  admin: { username: "admin", password: "admin123", name: "Administrador", roleLabel: "Administrador" },
  vendedor: { username: "vendedor", password: "vendedor123", name: "Carlos Pérez", roleLabel: "Vendedor" },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Fills the login form; does not submit. */
export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Usuario o correo electrónico").fill(username);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
}

/**
 * Signs in the way most journeys need it: the session cookie from the sign-in API, then the
 * dashboard, waited for as the user sees it (or `landing`, the screen the journey starts on). The
 * form itself (typing, the toast, 'Recordar usuario', the remembered-session spinner) is journeyed
 * by auth.spec.ts with loginThroughForm; typing it again in every journey cost about 1.3 s a
 * sign-in, some 130 sign-ins a run.
 */
export async function loginAs(
  page: Page,
  account: DemoAccount,
  options: { remember?: boolean; landing?: string } = {},
): Promise<void> {
  if (options.remember !== undefined) return loginThroughForm(page, account, options);
  const { username, password } = DEMO_ACCOUNTS[account];
  const response = await page.request.post("/api/login", { data: { username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  // A logout in this page left the specification's 'userLoggedOut' flag, which stops the app from
  // asking for the session; the form's sign-in clears it, and so does this one.
  if (page.url().startsWith("http")) {
    await page.evaluate(() => window.localStorage.removeItem("userLoggedOut"));
  }
  // A journey that starts on another screen opens it at once: the dashboard first cost a whole
  // page load (about 1.8 s) in a third of the journeys.
  if (options.landing !== undefined) {
    await page.goto(options.landing);
    await waitForShell(page);
    return;
  }
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // That heading is first the build's static skeleton (inert, aria-busy): the app, and its
  // keyboard shortcuts, are there once the shell's own header is.
  await waitForShell(page);
}

/** Signs in through the form at /auth and waits for the dashboard. */
export async function loginThroughForm(
  page: Page,
  account: DemoAccount,
  options: { remember?: boolean } = {},
): Promise<void> {
  const { username, password } = DEMO_ACCOUNTS[account];
  await page.goto("/auth");
  await fillLogin(page, username, password);
  if (options.remember !== undefined) {
    await page
      .getByRole("checkbox", { name: "Recordar usuario" })
      .setChecked(options.remember, { force: true });
  }
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

/**
 * Waits for the app to take over from the screen's HTML frame. The frame is drawn before any script
 * runs and may hold a screen twice (phone and desktop layouts, one hidden), and nothing in it
 * listens; the user menu is not part of it, so it shows once the shell is mounted.
 */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: /^Menú de usuario/ })).toBeVisible();
}

/** Opens the user menu and chooses 'Cerrar sesión'; waits for /auth. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Menú de usuario/ }).click();
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** The one toast on screen (the toaster shows at most one). */
export function toast(page: Page) {
  // Newest first in the DOM; a toast on its way out carries bp6-toast-exit (exit-done can linger on a new one).
  return page.locator(".app-toaster .bp6-toast:not(.bp6-toast-exit)").first();
}

/** Every request to an API path made from now on, to prove that something was (not) sent. */
export function recordRequests(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(`${request.method()} ${path}`);
  });
  return seen;
}
