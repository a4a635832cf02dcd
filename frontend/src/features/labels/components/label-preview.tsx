// One label exactly as it prints (the same markup and CSS as the print window), scaled down when
// it is wider than the panel.
import { useId, useMemo } from "react";
import { labelCss, labelHtml, type LabelLook, type LabelProduct } from "../lib/label-html";
import { mmToPx } from "../lib/label-rules";

export const SAMPLE_LABEL_PRODUCT: LabelProduct = {
  id: 0,
  name: "Producto de ejemplo",
  sku: "EJE-PL-1234",
  barcode: null,
  sellingPrice: 125000,
  stock: 1,
  compatibility: "Compatibilidad: Chevrolet Spark 2006 - 2009, Chevrolet Optra 2004 - 2012",
};

export interface LabelPreviewProps {
  product?: LabelProduct;
  look: LabelLook;
  widthMm: number;
  heightMm: number;
  /** Widest the preview may be on screen, in px. */
  maxWidth?: number;
}

export function LabelPreview({
  product = SAMPLE_LABEL_PRODUCT,
  look,
  widthMm,
  heightMm,
  maxWidth = 320,
}: LabelPreviewProps) {
  const scope = `lbl-preview-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const css = useMemo(() => labelCss(`.${scope}`, look, widthMm, heightMm), [scope, look, widthMm, heightMm]);
  const html = useMemo(() => labelHtml(product, look), [product, look]);
  const width = mmToPx(widthMm);
  const scale = Math.min(1, maxWidth / width);
  return (
    <figure className="lbl-preview" aria-label="Vista previa de la etiqueta">
      <style>{css}</style>
      <div className="lbl-preview-frame" style={{ width: width * scale, height: mmToPx(heightMm) * scale }}>
        <div
          className={scope}
          style={{ transform: `scale(${scale})`, transformOrigin: "top left", width }}
          // Markup built by labelHtml: every text is escaped and the codes are SVG drawn here.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </figure>
  );
}
