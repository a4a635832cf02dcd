// The goals celebration: 150 pieces of confetti for 1.5 s. canvas-confetti animates a
// fixed number of frames ("ticks"), so the duration becomes a tick count at 60 frames a second.
import type { Options } from "canvas-confetti";
import { REDUCED_MOTION_QUERY, mediaMatches } from "@/lib/media-query";

export const CONFETTI_PARTICLES = 150;
export const CONFETTI_DURATION_MS = 1_500;
const FRAMES_PER_SECOND = 60;

const COLOURS = ["#2d72d2", "#238551", "#c87619", "#cd4246", "#7961db", "#d1980b"];

/** One burst thrown up from the bottom centre that has faded out when the celebration ends. */
export function celebrationOptions(durationMs = CONFETTI_DURATION_MS): Options {
  return {
    particleCount: CONFETTI_PARTICLES,
    ticks: Math.round((durationMs / 1000) * FRAMES_PER_SECOND),
    origin: { x: 0.5, y: 1 },
    angle: 90,
    spread: 70,
    startVelocity: 55,
    gravity: 1.2,
    colors: [...COLOURS],
    disableForReducedMotion: true,
  };
}

export function prefersReducedMotion(): boolean {
  return mediaMatches(REDUCED_MOTION_QUERY);
}
