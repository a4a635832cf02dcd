// nivo's theme follows the app's light or dark theme (Blueprint's dark class on <body>), so axis
// text, grid lines and tooltips stay readable on both backgrounds. Shared by every screen with charts.
import type { PartialTheme } from "@nivo/theming";
import { useMemo } from "react";
import { REDUCED_MOTION_QUERY, mediaMatches } from "@/lib/media-query";
import { useTheme } from "@/lib/theme/theme-provider";

const LIGHT = { text: "#1c2127", muted: "#5f6b7c", grid: "rgba(17, 20, 24, 0.12)", tip: "#ffffff" };
const DARK = { text: "#f6f7f9", muted: "#abb3bf", grid: "rgba(255, 255, 255, 0.14)", tip: "#2f343c" };

/** Blueprint's palette, in its lighter shades on dark backgrounds. */
export const CHART_COLOURS = {
  light: ["#2d72d2", "#238551", "#c87619", "#cd4246", "#7961db", "#147eb3"],
  dark: ["#4c90f0", "#32a467", "#ec9a3c", "#e76a6e", "#9881f3", "#3fa6da"],
} as const;

function prefersReducedMotion(): boolean {
  return mediaMatches(REDUCED_MOTION_QUERY);
}

/** The theme, the series colours, and whether to animate (not when the user asked for less motion). */
export function useChartTheme(): { theme: PartialTheme; colours: readonly string[]; animate: boolean } {
  const { resolved } = useTheme();
  return useMemo(() => {
    const c = resolved === "dark" ? DARK : LIGHT;
    const theme: PartialTheme = {
      text: { fill: c.text, fontSize: 12 },
      axis: {
        domain: { line: { stroke: c.grid, strokeWidth: 1 } },
        ticks: { line: { stroke: c.grid }, text: { fill: c.muted, fontSize: 11 } },
        legend: { text: { fill: c.text, fontSize: 12, fontWeight: 600 } },
      },
      grid: { line: { stroke: c.grid, strokeWidth: 1 } },
      legends: { text: { fill: c.text, fontSize: 12 } },
      labels: { text: { fill: c.text, fontSize: 11, fontWeight: 600 } },
      crosshair: { line: { stroke: c.text, strokeOpacity: 0.4 } },
      tooltip: {
        container: {
          background: c.tip,
          color: c.text,
          fontSize: 13,
          borderRadius: 4,
          boxShadow: "0 2px 8px rgba(0, 0, 0, 0.3)",
        },
      },
    };
    return { theme, colours: CHART_COLOURS[resolved], animate: !prefersReducedMotion() };
  }, [resolved]);
}
