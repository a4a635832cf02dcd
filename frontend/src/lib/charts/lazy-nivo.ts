// nivo's chart components fetched with the first chart that is drawn, not with the screen: the
// screen paints its cards and reserved chart boxes first. Each stands inside <ChartWhenSeen>,
// whose Suspense boundary covers the fetch. The canvas flavours: an SVG chart is hundreds of React
// elements built in one long task (Lighthouse's TBT on /reports 0.5–0.65 s), a canvas is one
// element drawn imperatively. The casts keep nivo's generic props (lazy() drops them).
import type { ResponsiveBarCanvas } from "@nivo/bar";
import type { ResponsiveLineCanvas } from "@nivo/line";
import type { ResponsivePieCanvas } from "@nivo/pie";
import { lazy } from "react";

export const LazyResponsiveLine = lazy(() =>
  import("@nivo/line").then((module) => ({ default: module.ResponsiveLineCanvas })),
) as unknown as typeof ResponsiveLineCanvas;

export const LazyResponsiveBar = lazy(() =>
  import("@nivo/bar").then((module) => ({ default: module.ResponsiveBarCanvas })),
) as unknown as typeof ResponsiveBarCanvas;

export const LazyResponsivePie = lazy(() =>
  import("@nivo/pie").then((module) => ({ default: module.ResponsivePieCanvas })),
) as unknown as typeof ResponsivePieCanvas;
