// Everything the printer derives from its settings: the chosen template, the media preset, the
// sheet layout, the labels with their copies and the sheets they fill.
import { useMemo } from "react";
import type { LabelTemplate } from "@/lib/api/types";
import type { LabelProduct } from "../lib/label-html";
import { expandCopies } from "../lib/label-rules";
import { findMediaPreset } from "../lib/media-presets";
import { PAPERS, type PrintSettings } from "../lib/print-settings";
import { clampStartPosition, planSheets, sheetLayout } from "../lib/sheet-layout";

export function usePrintPlan(
  settings: PrintSettings,
  templates: readonly LabelTemplate[] | undefined,
  products: readonly LabelProduct[],
) {
  const template = templates?.find((t) => t.template_id === settings.layout);
  const templateColumns = template?.columns ?? 2;
  const media = findMediaPreset(settings.sizePreset);
  const layout = useMemo(
    () =>
      sheetLayout({
        templateColumns,
        widthPx: settings.width,
        heightPx: settings.height,
        paper: PAPERS[settings.paper],
        media,
      }),
    [templateColumns, settings.width, settings.height, settings.paper, media],
  );
  const labels = useMemo(
    () => expandCopies(products, settings.copies, settings.copiesFromStock),
    [products, settings.copies, settings.copiesFromStock],
  );
  const startPosition = clampStartPosition(settings.startPosition, layout.perSheet);
  const plan = planSheets(labels.length, layout.perSheet, startPosition);
  return { template, media, layout, labels, startPosition, plan };
}

export type PrintPlan = ReturnType<typeof usePrintPlan>;
