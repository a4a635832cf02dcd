// Helpers of every feature's stories' play functions (never imported by production code).
import { expect, waitFor } from "storybook/test";

/**
 * Blueprint overlays fade in from opacity 0, so "visible" is only true once the transition ends:
 * retry the check until it is.
 */
export async function expectVisible(find: () => HTMLElement | Promise<HTMLElement>): Promise<void> {
  await waitFor(async () => expect(await find()).toBeVisible(), { timeout: 4000 });
}
