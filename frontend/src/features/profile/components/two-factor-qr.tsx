// The enrolment's otpauth:// URI as a QR code, drawn locally by the shared QR drawing (level H,
// one SVG path), never by an outside image service.
import { useMemo } from "react";
import { QR_MARGIN, qrMatrix, qrPath } from "@/lib/codes/qr-path";

export function TwoFactorQr({ uri }: { uri: string }) {
  const drawn = useMemo(() => {
    const matrix = qrMatrix(uri);
    return { side: matrix.size + QR_MARGIN * 2, path: qrPath(matrix) };
  }, [uri]);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${drawn.side} ${drawn.side}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label="Código QR para la aplicación de autenticación"
      className="prof-2fa-qr"
    >
      <rect width={drawn.side} height={drawn.side} fill="#ffffff" />
      <path d={drawn.path} fill="#000000" />
    </svg>
  );
}
