// nivo's chart components fetched with the first chart that is drawn, not with the screen: the
// screen paints its cards and reserved chart boxes first. Each stands inside <ChartWhenSeen>,
// whose Suspense boundary covers the fetch. The casts keep nivo's generic props (lazy() drops them).
import type { ResponsiveBar } from "@nivo/bar";
import type { ResponsiveLine } from "@nivo/line";
import type { ResponsivePie } from "@nivo/pie";
import { lazy } from "react";

export const LazyResponsiveLine = lazy(() =>
  import("@nivo/line").then((module) => ({ default: module.ResponsiveLine })),
) as unknown as typeof ResponsiveLine;

export const LazyResponsiveBar = lazy(() =>
  import("@nivo/bar").then((module) => ({ default: module.ResponsiveBar })),
) as unknown as typeof ResponsiveBar;

export const LazyResponsivePie = lazy(() =>
  import("@nivo/pie").then((module) => ({ default: module.ResponsivePie })),
) as unknown as typeof ResponsivePie;
