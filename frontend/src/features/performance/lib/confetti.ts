// Particle physics of the goals celebration: 150 pieces thrown up from the bottom centre, falling
// under gravity and fading out over 1.5 s. Pure, so the canvas component only draws.

export const CONFETTI_PARTICLES = 150;
export const CONFETTI_DURATION_MS = 1_500;

const COLOURS = ["#2d72d2", "#238551", "#c87619", "#cd4246", "#7961db", "#d1980b"] as const;
const GRAVITY = 900; // px/s²

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  rotation: number;
  spin: number;
  colour: string;
}

export function createParticles(
  width: number,
  height: number,
  random: () => number = Math.random,
  count = CONFETTI_PARTICLES,
): Particle[] {
  return Array.from({ length: count }, (_, i) => {
    // A fan between 60° and 120° (straight up is 90°).
    const angle = ((60 + random() * 60) * Math.PI) / 180;
    const speed = height * (0.9 + random() * 0.7);
    return {
      x: width / 2 + (random() - 0.5) * width * 0.2,
      y: height,
      vx: Math.cos(angle) * speed,
      vy: -Math.sin(angle) * speed,
      size: 6 + random() * 6,
      rotation: random() * Math.PI * 2,
      spin: (random() - 0.5) * 12,
      colour: COLOURS[i % COLOURS.length] ?? COLOURS[0],
    };
  });
}

/** Where a particle is after `seconds` of flight. */
export function particleAt(p: Particle, seconds: number): Particle {
  return {
    ...p,
    x: p.x + p.vx * seconds,
    y: p.y + p.vy * seconds + (GRAVITY * seconds * seconds) / 2,
    rotation: p.rotation + p.spin * seconds,
  };
}

/** Full opacity for the first half, then fading to nothing at the end of the celebration. */
export function opacityAt(elapsedMs: number, durationMs = CONFETTI_DURATION_MS): number {
  const progress = elapsedMs / durationMs;
  if (progress <= 0.5) return 1;
  return Math.max(0, 1 - (progress - 0.5) * 2);
}
