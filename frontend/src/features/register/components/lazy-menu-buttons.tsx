// The register's two menu buttons (the report's paper, the export's format) load their popover after
// the screen's first render: the popover code is the largest part of what /cash-register would
// otherwise download before showing the session. Until then the same button shows, inert.
import { Button } from "@blueprintjs/core";
import { Export, Print } from "@blueprintjs/icons";
import { lazy, Suspense, type ComponentProps } from "react";
import type { ExportMenuButtonProps } from "@/components/export-menu-button";

const PrintReportButtonNow = lazy(() =>
  import("./print-report-button").then((m) => ({ default: m.PrintReportButton })),
);
const ExportMenuButtonNow = lazy(() =>
  import("@/components/export-menu-button").then((m) => ({ default: m.ExportMenuButton })),
);

type PrintReportButtonProps = ComponentProps<typeof PrintReportButtonNow>;

export function PrintReportButton(props: PrintReportButtonProps) {
  const placeholder = props.text ? (
    <Button icon={<Print />} text={props.text} />
  ) : (
    <Button size="small" variant="minimal" icon={<Print />} aria-label={props.label} />
  );
  return (
    <Suspense fallback={placeholder}>
      <PrintReportButtonNow {...props} />
    </Suspense>
  );
}

export function ExportMenuButton(props: ExportMenuButtonProps) {
  return (
    <Suspense fallback={<Button icon={<Export />} text={props.text} disabled={props.disabled} />}>
      <ExportMenuButtonNow {...props} />
    </Suspense>
  );
}
