import { describe, expect, it } from "vitest";
import { CONFETTI_DURATION_MS, CONFETTI_PARTICLES, createParticles, opacityAt, particleAt } from "./confetti";

describe("confetti", () => {
  it("throws 150 particles upwards from the bottom", () => {
    const particles = createParticles(800, 600, () => 0.5);
    expect(CONFETTI_PARTICLES).toBe(150);
    expect(particles).toHaveLength(150);
    for (const p of particles) {
      expect(p.y).toBe(600);
      expect(p.vy).toBeLessThan(0);
    }
  });

  it("falls back under gravity", () => {
    const [p] = createParticles(800, 600, () => 0.5);
    const early = particleAt(p!, 0.2);
    const late = particleAt(p!, 3);
    expect(early.y).toBeLessThan(600);
    expect(late.y).toBeGreaterThan(early.y);
  });

  it("fades out by the end of 1.5 s", () => {
    expect(CONFETTI_DURATION_MS).toBe(1_500);
    expect(opacityAt(0)).toBe(1);
    expect(opacityAt(1_125)).toBeCloseTo(0.5);
    expect(opacityAt(1_500)).toBe(0);
  });
});
