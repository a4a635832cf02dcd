// nivo's chart components fetched with the first chart that is drawn, not with the screen: the
// screen paints its cards and reserved chart boxes first. Each stands inside <ChartWhenSeen>,
// whose Suspense boundary covers the fetch and which gives them their width and height. The canvas
// flavours: an SVG chart is hundreds of React elements built in one long task (Lighthouse's TBT on
// /reports 0.5–0.65 s), a canvas is one element drawn imperatively. The casts keep nivo's generic
// props (lazy() drops them).
import type { BarCanvas } from "@nivo/bar";
import type { LineCanvas } from "@nivo/line";
import type { PieCanvas } from "@nivo/pie";
import { lazy } from "react";

export const LazyLineChart = lazy(() =>
  import("@nivo/line").then((module) => ({ default: module.LineCanvas })),
) as unknown as typeof LineCanvas;

export const LazyBarChart = lazy(() =>
  import("@nivo/bar").then((module) => ({ default: module.BarCanvas })),
) as unknown as typeof BarCanvas;

export const LazyPieChart = lazy(() =>
  import("@nivo/pie").then((module) => ({ default: module.PieCanvas })),
) as unknown as typeof PieCanvas;
