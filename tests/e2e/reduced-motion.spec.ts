// Motion follows the user's setting: with prefers-reduced-motion a dialog opens and the page's
// spinners turn without animation; without it, Blueprint's transitions play as designed.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

/**
 * The longest transition or animation, in seconds, that played while the shortcuts dialog opened.
 * Read at the moment each one starts: once a transition ends Blueprint removes its class, so a
 * reading taken after the dialog is visible would depend on how fast the machine is.
 */
async function dialogMotionSeconds(page: Page): Promise<number> {
  await page.evaluate(() => {
    const record = window as unknown as { longestMotion: number };
    record.longestMotion = 0;
    const longest = (list: string) => Math.max(...list.split(",").map((value) => parseFloat(value) || 0));
    const note = (event: Event) => {
      const style = getComputedStyle(event.target as Element);
      const seconds = Math.max(longest(style.transitionDuration), longest(style.animationDuration));
      record.longestMotion = Math.max(record.longestMotion, seconds);
    };
    document.addEventListener("transitionrun", note, true);
    document.addEventListener("animationstart", note, true);
  });
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Atajos de teclado" });
  await expect(dialog).toBeVisible();
  const seconds = await page.evaluate(() => (window as unknown as { longestMotion: number }).longestMotion);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return seconds;
}

test.use({ reducedMotion: "no-preference" });

test("con 'reducir movimiento' los diálogos se abren sin animación", async ({ page }) => {
  await loginAs(page, "admin");
  expect(await dialogMotionSeconds(page)).toBeGreaterThanOrEqual(0.1);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await dialogMotionSeconds(page)).toBeLessThan(0.001);
});
