import { afterEach, describe, expect, it, vi } from "vitest";
import { CLOSE_DELAY_MS, PRINT_DELAY_MS, printInNewWindow } from "./print-window";

function fakeWindow() {
  const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn(), readyState: "complete" };
  return { document: doc, focus: vi.fn(), print: vi.fn(), close: vi.fn(), addEventListener: vi.fn() };
}

afterEach(() => vi.useRealTimers());

describe("print window", () => {
  it("writes the sheet, prints 500 ms after load and closes 500 ms later", () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const opener = { open: vi.fn(() => win as unknown as Window) };
    expect(printInNewWindow("<p>x</p>", opener)).toBe(true);
    expect(opener.open).toHaveBeenCalledWith("", "_blank");
    expect(win.document.write).toHaveBeenCalledWith("<p>x</p>");
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(win.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.print).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 1);
    expect(win.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.close).toHaveBeenCalledOnce();
  });

  it("waits for the load event when the window is still loading", () => {
    const win = fakeWindow();
    win.document.readyState = "loading";
    printInNewWindow("x", { open: () => win as unknown as Window });
    expect(win.addEventListener).toHaveBeenCalledWith("load", expect.any(Function), { once: true });
  });

  it("says so when the browser blocks the window", () => {
    expect(printInNewWindow("x", { open: () => null })).toBe(false);
  });
});
