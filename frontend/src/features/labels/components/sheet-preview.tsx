// Beyond the specification: the sheets in miniature (used positions, labels, empty places), the
// page breaks between them, and the count of sheets and labels.
import type { PrintPlan } from "./use-print-plan";

const SHOWN_SHEETS = 4;
const SHEET_WIDTH_PX = 120;

export function SheetPreview({ plan }: { plan: PrintPlan }) {
  const { layout, plan: sheets } = plan;
  const scale = SHEET_WIDTH_PX / layout.pageWidthMm;
  const mm = (value: number) => value * scale;
  const shown = Math.min(SHOWN_SHEETS, sheets.sheets);
  const sheetLabel = sheets.sheets === 1 ? "1 hoja" : `${sheets.sheets} hojas`;
  const labelLabel = sheets.labels === 1 ? "1 etiqueta" : `${sheets.labels} etiquetas`;
  return (
    <section className="lbl-sheets" aria-label="Vista previa de las hojas">
      <p className="lbl-sheets-summary">
        <strong>{sheetLabel}</strong> · {labelLabel} · {layout.perSheet} por hoja ({layout.columns} x{" "}
        {layout.rows}, {layout.orientation === "landscape" ? "horizontal" : "vertical"})
      </p>
      <div className="lbl-sheets-row">
        {Array.from({ length: shown }, (_, sheet) => (
          <div
            key={sheet}
            className="lbl-sheet-mini"
            aria-label={`Hoja ${sheet + 1}`}
            role="img"
            style={{
              width: mm(layout.pageWidthMm),
              height: mm(layout.pageHeightMm),
              paddingTop: mm(layout.marginTopMm),
              paddingLeft: mm(layout.marginLeftMm),
              gridTemplateColumns: `repeat(${layout.columns}, ${mm(layout.labelWidthMm)}px)`,
              gridAutoRows: mm(layout.labelHeightMm),
              columnGap: mm(layout.gapXMm),
              rowGap: mm(layout.gapYMm),
            }}
          >
            {Array.from({ length: layout.perSheet }, (_, slot) => {
              const position = sheet * layout.perSheet + slot;
              const state =
                position < sheets.skipped
                  ? "used"
                  : position < sheets.skipped + sheets.labels
                    ? "label"
                    : "free";
              return <span key={slot} className={`lbl-slot lbl-slot-${state}`} />;
            })}
          </div>
        ))}
        {sheets.sheets > shown ? (
          <span className="lbl-sheets-more">+{sheets.sheets - shown} hojas más</span>
        ) : null}
      </div>
    </section>
  );
}
