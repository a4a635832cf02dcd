// 'Códigos del Producto': the QR code (level H, 200 px) and the Code 128 barcode of a product, PNG
// downloads, and the free-text code with its generate button and save.
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, Tab, Tabs } from "@blueprintjs/core";
import { AppDialog } from "@/components/app-dialog";
import { Download, FloppyDisk, Refresh } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { useUpdateBarcode } from "../api/use-update-barcode";
import { generateProductCode } from "../lib/barcode";
import { BarcodeSvg, QrCodeSvg } from "../codes/code-images";
import { DOWNLOAD_MESSAGES } from "../codes/code-fields";
import { barcodePngDataUrl, qrPngDataUrl } from "../codes/code-png";
import { downloadUrl } from "@/lib/downloads/download-file";
import { safeFilePart } from "./download";

export interface CodesProduct {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
}

export interface ProductCodesDialogProps {
  product: CodesProduct | null;
  isOpen: boolean;
  onClose: () => void;
  initialTab?: CodeTab;
  /** Saving the code needs the right to edit the product (an Administrador); others view and download. */
  canSave?: boolean;
}

export type CodeTab = "qr" | "barcode";

export const CODES_MESSAGES = {
  savedTitle: "Código actualizado",
  savedText: "El código del producto ha sido actualizado exitosamente.",
  failedText: "No se pudo actualizar el código del producto.",
  noId: "Producto sin ID válido",
} as const;

export function ProductCodesDialog({
  product,
  isOpen,
  onClose,
  initialTab = "qr",
  canSave = true,
}: ProductCodesDialogProps) {
  // A product without an id has no codes to show or save.
  if (!product?.id) return null;
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title="Códigos del Producto" className="inv-codes-dialog">
      {isOpen ? (
        <CodesContent product={product} onClose={onClose} initialTab={initialTab} canSave={canSave} />
      ) : null}
    </AppDialog>
  );
}

function CodesContent({
  product,
  onClose,
  initialTab,
  canSave,
}: {
  product: CodesProduct;
  onClose: () => void;
  canSave: boolean;
  initialTab: CodeTab;
}) {
  const inputId = useId();
  const [tab, setTab] = useState<CodeTab>(initialTab);
  const [code, setCode] = useState(product.barcode || product.sku);
  const [saving, setSaving] = useState(false);
  const updateBarcode = useUpdateBarcode();
  const value = code.trim();
  const fileSku = safeFilePart(product.sku);

  const save = async () => {
    if (!product.id) {
      void toast.error("Error", CODES_MESSAGES.noId);
      return;
    }
    setSaving(true);
    try {
      await updateBarcode(product.id, value);
      void toast.success(CODES_MESSAGES.savedTitle, CODES_MESSAGES.savedText);
    } catch (error) {
      void toast.error("Error", `${CODES_MESSAGES.failedText} ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const download = async () => {
    const qr = tab === "qr";
    if (!value) {
      void toast.error("Error", qr ? DOWNLOAD_MESSAGES.qrMissing : DOWNLOAD_MESSAGES.barcodeMissing);
      return;
    }
    try {
      const url = qr ? await qrPngDataUrl(value, 250) : barcodePngDataUrl(value);
      downloadUrl(url, `${qr ? "qr" : "barcode"}-${fileSku}.png`);
    } catch {
      void toast.error("Error", qr ? DOWNLOAD_MESSAGES.qrFailed : DOWNLOAD_MESSAGES.barcodeFailed);
    }
  };

  return (
    <>
      <DialogBody>
        <p className="inv-muted">
          {product.name} · <span className="inv-sku">{product.sku}</span>
        </p>
        <Tabs
          animate={false}
          id="product-codes"
          selectedTabId={tab}
          onChange={(next) => setTab(next as CodeTab)}
        >
          <Tab
            id="qr"
            title="Código QR"
            panel={
              <div className="inv-code-panel">{value ? <QrCodeSvg value={value} size={200} /> : null}</div>
            }
          />
          <Tab
            id="barcode"
            title="Código de barras"
            panel={<div className="inv-code-panel">{value ? <BarcodeSvg value={value} /> : null}</div>}
          />
        </Tabs>
        <FormGroup
          label="Código"
          labelFor={inputId}
          helperText="Texto libre: se guarda como el código del producto."
        >
          <InputGroup
            id={inputId}
            value={code}
            onValueChange={setCode}
            rightElement={
              <Button
                icon={<Refresh />}
                variant="minimal"
                text="Generar"
                onClick={() => setCode(generateProductCode(product.sku))}
              />
            }
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cerrar" onClick={onClose} />
            <Button icon={<Download />} text="Descargar PNG" onClick={() => void download()} />
            {canSave && (
              <Button
                intent="primary"
                icon={<FloppyDisk />}
                text="Guardar código"
                loading={saving}
                disabled={!value}
                onClick={() => void save()}
              />
            )}
          </>
        }
      />
    </>
  );
}
