// SKU and barcode of the product forms, each with its generate button, and (edit dialog) the QR
// code and barcode drawn from them with SVG downloads.
import { Button, Tooltip } from "@blueprintjs/core";
import { Download, Refresh } from "@blueprintjs/icons";
import { useRef } from "react";
import { toast } from "@/components/toaster";
import { BarcodeSvg, QrCodeSvg } from "./code-images";
import { downloadSvgElement, safeFilePart } from "../components/download";
import { FormField } from "@/components/form-field";
import type { ProductFormState } from "../components/use-product-form";

export interface CodeFieldsProps {
  form: ProductFormState;
  onGenerateSku: () => void;
  onGenerateBarcode: () => void;
  onSkuBlur?: () => void;
  /** Show the QR / barcode previews with their SVG downloads. */
  withDownloads?: boolean;
}

export const DOWNLOAD_MESSAGES = {
  qrDone: "Código QR descargado como SVG",
  barcodeDone: "Código de barras descargado como SVG",
  qrMissing: "No se encontró el código QR para descargar",
  barcodeMissing: "No se encontró el código de barras para descargar",
  qrFailed: "No se pudo descargar el código QR",
  barcodeFailed: "No se pudo descargar el código de barras",
} as const;

function GenerateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip content={label}>
      <Button icon={<Refresh />} variant="minimal" aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

export function CodeFields({
  form,
  onGenerateSku,
  onGenerateBarcode,
  onSkuBlur,
  withDownloads,
}: CodeFieldsProps) {
  const qrRef = useRef<SVGSVGElement>(null);
  const barcodeRef = useRef<SVGSVGElement | null>(null);
  const { sku, barcode } = form.values;
  const code = barcode.trim() || sku.trim();

  const download = (svg: SVGSVGElement | null, kind: "qr" | "barcode") => {
    const missing = kind === "qr" ? DOWNLOAD_MESSAGES.qrMissing : DOWNLOAD_MESSAGES.barcodeMissing;
    if (!svg || !svg.hasChildNodes()) {
      void toast.error("Error", missing);
      return;
    }
    try {
      downloadSvgElement(svg, `${kind === "qr" ? "qr" : "barcode"}-${safeFilePart(sku || code)}.svg`);
      void toast.success(kind === "qr" ? DOWNLOAD_MESSAGES.qrDone : DOWNLOAD_MESSAGES.barcodeDone);
    } catch {
      void toast.error("Error", kind === "qr" ? DOWNLOAD_MESSAGES.qrFailed : DOWNLOAD_MESSAGES.barcodeFailed);
    }
  };

  return (
    <>
      <div className="inv-form-row">
        <FormField
          form={form}
          field="sku"
          label="SKU"
          required
          onBlur={onSkuBlur}
          rightElement={<GenerateButton label="Generar SKU" onClick={onGenerateSku} />}
        />
        <FormField
          form={form}
          field="barcode"
          label="Código de barras"
          rightElement={<GenerateButton label="Generar código de barras" onClick={onGenerateBarcode} />}
        />
      </div>
      {withDownloads ? (
        <div className="inv-code-previews">
          <figure>
            {code ? (
              <QrCodeSvg ref={qrRef} value={code} size={120} />
            ) : (
              <span className="inv-muted">Sin código</span>
            )}
            <Button
              icon={<Download />}
              text="Descargar QR (SVG)"
              onClick={() => download(qrRef.current, "qr")}
            />
          </figure>
          <figure>
            {code ? (
              <BarcodeSvg ref={barcodeRef} value={code} />
            ) : (
              <span className="inv-muted">Sin código</span>
            )}
            <Button
              icon={<Download />}
              text="Descargar código de barras (SVG)"
              onClick={() => download(barcodeRef.current, "barcode")}
            />
          </figure>
        </div>
      ) : null}
    </>
  );
}
