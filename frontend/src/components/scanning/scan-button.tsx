// The scan button beside a search: opens the camera scanner and hands each code read to onCode
// (which looks it up and answers). Reused wherever a product is searched: the inventory, the
// labels picker, the counter sale.
import { Button } from "@blueprintjs/core";
import { Camera } from "@blueprintjs/icons";
import { lazy, Suspense, useState } from "react";
import type { ScanAnswer } from "../barcode-scanner-dialog";

const BarcodeScannerDialog = lazy(() =>
  import("../barcode-scanner-dialog").then((m) => ({ default: m.BarcodeScannerDialog })),
);

export interface ScanButtonProps {
  onCode: (code: string) => Promise<ScanAnswer>;
  /** Visible text; the accessible name is always 'Escanear código'. */
  text?: string;
  className?: string;
}

export function ScanButton({ onCode, text = "Escanear", className }: ScanButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={className}
        icon={<Camera />}
        text={text}
        aria-label="Escanear código"
        // The shell's Alt+S shortcut presses the scan button of the screen.
        aria-keyshortcuts="Alt+S"
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <BarcodeScannerDialog isOpen onClose={() => setOpen(false)} onCode={onCode} />
        </Suspense>
      ) : null}
    </>
  );
}
