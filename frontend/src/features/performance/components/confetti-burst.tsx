// The celebration when goals are saved: 150 pieces of confetti on a full-screen canvas for 1.5 s,
// then onDone. Written here because canvas-confetti is not among the project's packages. With
// prefers-reduced-motion nothing moves (no canvas is drawn) but onDone still comes after 1.5 s, so
// the flow is the same for everyone.
import { useEffect, useRef } from "react";
import { CONFETTI_DURATION_MS, createParticles, opacityAt, particleAt } from "../lib/confetti";

export interface ConfettiBurstProps {
  onDone: () => void;
  /** Seeded randomness for stories; Math.random by default. */
  random?: () => number;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function ConfettiBurst({ onDone, random }: ConfettiBurstProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const reduced = prefersReducedMotion();

  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(), CONFETTI_DURATION_MS);
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return () => window.clearTimeout(timer);

    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.scale(ratio, ratio);
    const particles = createParticles(width, height, random);
    const start = performance.now();
    let frame = 0;

    const draw = (now: number) => {
      const elapsed = now - start;
      context.clearRect(0, 0, width, height);
      if (elapsed >= CONFETTI_DURATION_MS) return;
      context.globalAlpha = opacityAt(elapsed);
      for (const particle of particles) {
        const p = particleAt(particle, elapsed / 1000);
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.rotation);
        context.fillStyle = p.colour;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      frame = window.requestAnimationFrame(draw);
    };
    frame = window.requestAnimationFrame(draw);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [random]);

  if (reduced) return null;
  return <canvas ref={canvasRef} className="perf-confetti" aria-hidden data-testid="confetti" />;
}
