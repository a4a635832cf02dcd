// Ticking a Blueprint checkbox, radio or switch as a person does: by its label. Blueprint draws the
// box over a hidden <input>, so Playwright can only `check({ force: true })` the input, and a forced
// action skips the wait for the page to stand still: in a dialog still in its opening transition
// the click can land beside the box and the check fails ("did not change its state"). Clicking the
// label waits like any other click.
import { expect, type Locator } from "@playwright/test";

export async function tick(control: Locator): Promise<void> {
  await control.locator("xpath=ancestor::label[1]").click();
  await expect(control).toBeChecked();
}
