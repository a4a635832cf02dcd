// The celebration when goals are saved: canvas-confetti throws 150 pieces over a full-screen canvas
// of our own for 1.5 s, then onDone. With prefers-reduced-motion nothing is drawn (no canvas) but
// onDone still comes after 1.5 s, so the flow is the same for everyone.
import confetti from "canvas-confetti";
import { useEffect, useRef } from "react";
import { CONFETTI_DURATION_MS, celebrationOptions, prefersReducedMotion } from "../lib/celebration";

export interface ConfettiBurstProps {
  onDone: () => void;
  /** Stories force the reduced-motion path; the user's setting by default. */
  reducedMotion?: boolean;
}

export function ConfettiBurst({ onDone, reducedMotion = prefersReducedMotion() }: ConfettiBurstProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(), CONFETTI_DURATION_MS);
    const canvas = canvasRef.current;
    if (reducedMotion || !canvas) return () => window.clearTimeout(timer);
    // No worker: the canvas stays ours to remove, and no blob: script is needed under the CSP.
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    void fire(celebrationOptions());
    return () => {
      window.clearTimeout(timer);
      fire.reset();
    };
  }, [reducedMotion]);

  if (reducedMotion) return null;
  return <canvas ref={canvasRef} className="perf-confetti" aria-hidden data-testid="confetti" />;
}
