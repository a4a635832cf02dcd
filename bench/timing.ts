// Timing an operation in process: runs it (after one warming run) up to `runs` times or for a minute,
// prints its p50 and p95 against a target p50, and answers whether the target was missed. Shared by
// the benchmarks that fill a database and call the operations layer directly (server time).
import { performance } from "node:perf_hooks";

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

export async function timedFigure(
  name: string,
  target: number,
  runs: number,
  run: (i: number) => Promise<unknown>,
): Promise<boolean> {
  await run(-1); // warm the page cache
  const times: number[] = [];
  const budget = performance.now() + 60_000;
  for (let i = 0; i < runs && (i < 3 || performance.now() < budget); i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  const p50 = quantile(times, 0.5);
  const miss = p50 > target;
  console.log(
    `${name}: p50 ${p50.toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (${times.length} runs, target p50 ≤ ${target} ms)${miss ? "  MISSED" : ""}`,
  );
  return miss;
}
