// Motion follows the user's setting: with prefers-reduced-motion a dialog opens and the page's
// spinners turn without animation; without it, Blueprint's transitions play as designed.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

/** The longest transition or animation duration, in seconds, of the open shortcuts dialog's parts. */
async function dialogMotionSeconds(page: Page): Promise<number> {
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Atajos de teclado" });
  await expect(dialog).toBeVisible();
  const seconds = await dialog.evaluate((element) => {
    const parts = [element, ...element.querySelectorAll("*")];
    let container: Element | null = element.parentElement;
    while (container) {
      parts.push(container);
      container = container.parentElement;
    }
    const longest = (list: string) => Math.max(...list.split(",").map((value) => parseFloat(value) || 0));
    return Math.max(
      ...parts.map((part) => {
        const style = getComputedStyle(part);
        return Math.max(longest(style.transitionDuration), longest(style.animationDuration));
      }),
    );
  });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return seconds;
}

test("con 'reducir movimiento' los diálogos se abren sin animación", async ({ page }) => {
  await loginAs(page, "admin");
  expect(await dialogMotionSeconds(page)).toBeGreaterThanOrEqual(0.1);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await dialogMotionSeconds(page)).toBeLessThan(0.001);
});
