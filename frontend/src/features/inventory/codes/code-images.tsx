// The QR code (level H, drawn by the shared @/lib/codes) and the Code 128 barcode of a product,
// drawn locally as SVG elements.
// The elements themselves are what the SVG downloads serialize.
import JsBarcode from "jsbarcode";
import { forwardRef, useLayoutEffect, useMemo, useRef, useImperativeHandle } from "react";
import { QR_MARGIN, qrMatrix, qrPath } from "@/lib/codes/qr-path";

export const BARCODE_OPTIONS = {
  format: "CODE128",
  width: 1.5,
  height: 80,
  fontSize: 14,
  margin: 10,
  background: "#ffffff",
  lineColor: "#000000",
} as const;

export interface QrCodeSvgProps {
  value: string;
  /** Displayed side in px (spec: 200). */
  size?: number;
}

export const QrCodeSvg = forwardRef<SVGSVGElement, QrCodeSvgProps>(function QrCodeSvg(
  { value, size = 200 },
  ref,
) {
  const drawing = useMemo(() => {
    try {
      const matrix = qrMatrix(value);
      return { side: matrix.size + QR_MARGIN * 2, path: qrPath(matrix) };
    } catch {
      return null; // Too long for a QR code: nothing is drawn and downloads say so.
    }
  }, [value]);
  if (!value || !drawing) return null;
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${drawing.side} ${drawing.side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      role="img"
      aria-label={`Código QR de ${value}`}
      className="inv-qr"
    >
      <rect width={drawing.side} height={drawing.side} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
});

export const BarcodeSvg = forwardRef<SVGSVGElement | null, { value: string }>(function BarcodeSvg(
  { value },
  ref,
) {
  const inner = useRef<SVGSVGElement>(null);
  // No dependency list: the element comes and goes with the value, so the handle is refreshed each render.
  useImperativeHandle<SVGSVGElement | null, SVGSVGElement | null>(ref, () => inner.current);
  useLayoutEffect(() => {
    if (inner.current && value) {
      try {
        JsBarcode(inner.current, value, BARCODE_OPTIONS);
      } catch {
        inner.current.replaceChildren();
      }
    }
  }, [value]);
  if (!value) return null;
  return (
    <svg
      ref={inner}
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={`Código de barras de ${value}`}
      className="inv-barcode"
    />
  );
});
