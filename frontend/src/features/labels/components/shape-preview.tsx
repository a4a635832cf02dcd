// Live preview of a template or size: the label's proportions (and a template's columns), with
// its size in px and inches.
import { boundedInteger, COLUMNS_MAX, COLUMNS_MIN, SIZE_MAX_PX, SIZE_MIN_PX } from "../lib/label-forms";
import { formatInches } from "../lib/label-rules";

const BOX_PX = 220;

export function ShapePreview({
  width,
  height,
  columns,
}: {
  width: string;
  height: string;
  columns?: string;
}) {
  const w = boundedInteger(width, SIZE_MIN_PX, SIZE_MAX_PX) ?? 300;
  const h = boundedInteger(height, SIZE_MIN_PX, SIZE_MAX_PX) ?? 150;
  const cols = columns === undefined ? 1 : (boundedInteger(columns, COLUMNS_MIN, COLUMNS_MAX) ?? 1);
  const gap = 3;
  const cell = Math.min((BOX_PX - 8 - gap * (cols - 1)) / cols / w, 120 / h);
  return (
    <figure className="lbl-shape-figure" aria-label="Vista previa">
      <div
        className="lbl-shape"
        style={{ gridTemplateColumns: `repeat(${cols}, ${w * cell}px)`, width: "fit-content" }}
      >
        {Array.from({ length: cols * (cols === 1 ? 1 : 2) }, (_, i) => (
          <span key={i} className="lbl-shape-cell" style={{ height: h * cell }} />
        ))}
      </div>
      <figcaption>
        {w} x {h} px (≈ {formatInches(w)} x {formatInches(h)} pulg.)
        {columns === undefined ? null : ` · ${cols} ${cols === 1 ? "columna" : "columnas"}`}
      </figcaption>
    </figure>
  );
}
