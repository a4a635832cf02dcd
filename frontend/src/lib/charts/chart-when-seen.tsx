// Draws a chart only once its box is on screen (or about to be) and the browser is idle, one chart at
// a time (chart-turns.ts), so a screen's first paint and input never wait for chart layout and
// drawing. The box keeps the size its CSS gives it meanwhile: nothing moves when the chart arrives.
//
// The box's size is read by a ResizeObserver and handed to the chart, so the chart renders once at
// that size. nivo's Responsive* wrappers measure after mounting instead and re-render the whole
// chart synchronously from there: one 40–50 ms task per screen of charts. Here the first drawing
// and every resize are transitions, which React renders in slices between other work.
import { Suspense, startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { requestChartTurn } from "./chart-turns";
import "./charts.css";

export interface ChartSize {
  width: number;
  height: number;
}

export function ChartWhenSeen({ children }: { children: (size: ChartSize) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const [size, setSize] = useState<ChartSize | null>(null);
  const turn = useRef<ReturnType<typeof requestChartTurn>>(null);

  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver !== "function") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        turn.current = requestChartTurn(() => startTransition(() => setSeen(true)));
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  // A chart unmounted before it was drawn gives its turn back.
  useEffect(() => () => turn.current?.cancel(), []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = (width: number, height: number) => {
      const next = { width: Math.floor(width), height: Math.floor(height) };
      startTransition(() =>
        setSize((current) =>
          current?.width === next.width && current.height === next.height ? current : next,
        ),
      );
    };
    if (typeof ResizeObserver !== "function") {
      measure(element.clientWidth, element.clientHeight);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const drawable = seen && size !== null && size.width > 0 && size.height > 0;
  // A box with no room (a hidden panel) has nothing to draw: the next chart need not wait for it.
  const empty = seen && size !== null && !drawable;
  useEffect(() => {
    if (empty) turn.current?.finished();
  }, [empty]);
  return (
    <div ref={box} className="chart-when-seen">
      {drawable ? (
        <Suspense fallback={null}>
          {children(size)}
          <WhenMounted run={() => turn.current?.finished()} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Runs `run` once it is on screen: inside a Suspense boundary, once everything beside it is. */
function WhenMounted({ run }: { run: () => void }) {
  const first = useRef(run);
  useEffect(() => first.current(), []);
  return null;
}
