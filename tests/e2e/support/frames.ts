// A machine too busy to draw: requestAnimationFrame callbacks are held back until released, so a
// journey can act between a render and the browser's next frame, as a quick user on a loaded
// computer does.
import type { Page } from "@playwright/test";

interface HeldFrames {
  __heldFrames: FrameRequestCallback[];
  __realFrame: typeof requestAnimationFrame;
}

export async function holdFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as HeldFrames;
    win.__heldFrames = [];
    win.__realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => win.__heldFrames.push(callback);
  });
}

export async function releaseFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as HeldFrames;
    window.requestAnimationFrame = win.__realFrame;
    for (const callback of win.__heldFrames.splice(0)) window.requestAnimationFrame(callback);
  });
}
