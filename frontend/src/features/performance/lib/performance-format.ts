/** Whole percent for cards and bars: "81%". */
export function formatWholePercent(value: number): string {
  return `${Math.round(value)}%`;
}
