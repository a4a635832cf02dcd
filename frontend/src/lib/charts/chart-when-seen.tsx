// Draws a chart only once its box is on screen (or about to be) and the browser is idle, so a
// screen's first paint and input never wait for chart layout and drawing. The box keeps the size its
// CSS gives it meanwhile: nothing moves when the chart arrives.
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { whenIdle } from "../when-idle";
import "./charts.css";

export function ChartWhenSeen({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (drawn || !element) return;
    if (typeof IntersectionObserver !== "function") {
      setDrawn(true);
      return;
    }
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setDrawn(true));
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [drawn]);

  return (
    <div ref={box} className="chart-when-seen">
      {drawn ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
