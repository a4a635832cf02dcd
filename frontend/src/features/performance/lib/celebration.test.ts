import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONFETTI_DURATION_MS,
  CONFETTI_PARTICLES,
  celebrationOptions,
  prefersReducedMotion,
} from "./celebration";

describe("goals celebration", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("throws 150 pieces up from the bottom centre", () => {
    const options = celebrationOptions();
    expect(CONFETTI_PARTICLES).toBe(150);
    expect(options.particleCount).toBe(150);
    expect(options.origin).toEqual({ x: 0.5, y: 1 });
    expect(options.angle).toBe(90);
  });

  it("lasts 1.5 s: 90 frames at 60 frames a second", () => {
    expect(CONFETTI_DURATION_MS).toBe(1_500);
    expect(celebrationOptions().ticks).toBe(90);
    expect(celebrationOptions(3_000).ticks).toBe(180);
  });

  it("never moves for someone who asked for reduced motion", () => {
    expect(celebrationOptions().disableForReducedMotion).toBe(true);
    const query = vi.fn((media: string) => ({ matches: media === "(prefers-reduced-motion: reduce)" }));
    vi.stubGlobal("window", { matchMedia: query });
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal("window", { matchMedia: () => ({ matches: false }) });
    expect(prefersReducedMotion()).toBe(false);
  });
});
