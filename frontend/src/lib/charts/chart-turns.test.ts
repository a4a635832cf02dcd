import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The queue is module state: each test loads a fresh copy.
async function freshTurns() {
  vi.resetModules();
  return (await import("./chart-turns")).requestChartTurn;
}

describe("chart turns", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("draws one chart at a time, the next once the previous is on screen", async () => {
    const requestChartTurn = await freshTurns();
    const drawn: string[] = [];
    const first = requestChartTurn(() => drawn.push("ventas"));
    requestChartTurn(() => drawn.push("tendencia"));
    expect(drawn).toEqual([]);

    await vi.advanceTimersByTimeAsync(100);
    expect(drawn).toEqual(["ventas"]);
    // One asked for while another is being drawn waits as well.
    requestChartTurn(() => drawn.push("categorías"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(drawn).toEqual(["ventas"]);

    first.finished();
    await vi.advanceTimersByTimeAsync(100);
    expect(drawn).toEqual(["ventas", "tendencia"]);
  });

  it("skips a chart that no longer needs drawing and frees the turn of one that went away", async () => {
    const requestChartTurn = await freshTurns();
    const drawn: string[] = [];
    const first = requestChartTurn(() => drawn.push("ventas"));
    const second = requestChartTurn(() => drawn.push("tendencia"));
    requestChartTurn(() => drawn.push("categorías"));
    await vi.advanceTimersByTimeAsync(100);

    second.cancel();
    first.cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(drawn).toEqual(["ventas", "categorías"]);
  });

  it("does not let a chart that never finishes hold the others back for long", async () => {
    const requestChartTurn = await freshTurns();
    const drawn: string[] = [];
    requestChartTurn(() => drawn.push("falla"));
    requestChartTurn(() => drawn.push("tendencia"));
    await vi.advanceTimersByTimeAsync(2900);
    expect(drawn).toEqual(["falla"]);
    await vi.advanceTimersByTimeAsync(300);
    expect(drawn).toEqual(["falla", "tendencia"]);
  });
});
