// A keyboard-wedge scanner for the journeys: it types a code and Enter, each key a few milliseconds
// after the last by the device's own clock. Playwright's keyboard waits for each key to be handled
// before it sends the next, so on a loaded machine its keys come 100-200 ms apart and read as a
// person's typing; a real scanner's keys carry the times it sent them, however late the page
// handles them. The keys go through Chromium's input pipeline (CDP Input.dispatchKeyEvent) with
// those times, so the page sees real key events, as from a USB scanner.
import type { Page } from "@playwright/test";

const KEY_GAP_S = 0.008;

export async function scanCode(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    let time = Date.now() / 1000;
    const press = async (key: string, text: string, extra: Record<string, unknown> = {}) => {
      await cdp.send("Input.dispatchKeyEvent", {
        type: "keyDown",
        key,
        text,
        unmodifiedText: text,
        timestamp: time,
        ...extra,
      });
      await cdp.send("Input.dispatchKeyEvent", {
        type: "keyUp",
        key,
        timestamp: time + KEY_GAP_S / 2,
        ...extra,
      });
      time += KEY_GAP_S;
    };
    for (const char of code) await press(char, char);
    await press("Enter", "\r", { code: "Enter", windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 });
  } finally {
    await cdp.detach();
  }
}
