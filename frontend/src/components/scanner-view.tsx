// What the camera scanner shows, state by state (the dialog around it owns the camera and the
// reader): starting, no camera, permission refused, a failure, the live view while scanning, and the
// answer for the last code read (found / not found).
import { Button, Callout, HTMLSelect, NonIdealState, Spinner } from "@blueprintjs/core";
import { Camera, Flash, Refresh, Tick } from "@blueprintjs/icons";
import type { Ref } from "react";
import { CODE_NOT_FOUND } from "@rules/code-messages";
import type { CameraChoice } from "@/lib/scanning/camera";
import "./scanner.css";

export type ScannerState =
  | { kind: "starting" }
  | { kind: "no-camera" }
  | { kind: "denied" }
  | { kind: "failed" }
  | { kind: "scanning" }
  | { kind: "found"; message: string }
  | { kind: "not-found"; message: string };

export interface ScannerViewProps {
  state: ScannerState;
  videoRef?: Ref<HTMLVideoElement>;
  cameras: CameraChoice[];
  cameraId: string | null;
  onCameraChange: (deviceId: string) => void;
  /** null: the camera has no torch. */
  torchOn: boolean | null;
  onTorchChange: (on: boolean) => void;
  onRetry: () => void;
}

const PROBLEMS = {
  "no-camera": {
    title: "No se encontró ninguna cámara",
    description:
      "Conecta una cámara o usa un lector de códigos USB: escanea con él en cualquier pantalla y el producto se abre.",
  },
  denied: {
    title: "Permiso de cámara denegado",
    description:
      "Permite el acceso a la cámara para este sitio en la configuración del navegador y vuelve a intentarlo.",
  },
  failed: {
    title: "No se pudo iniciar la cámara",
    description: "Puede que otra aplicación la esté usando. Ciérrala y vuelve a intentarlo.",
  },
} as const;

export function ScannerView(props: ScannerViewProps) {
  const { state } = props;
  if (state.kind === "no-camera" || state.kind === "denied" || state.kind === "failed") {
    const problem = PROBLEMS[state.kind];
    return (
      <NonIdealState
        className="scanner-problem"
        icon={<Camera size={48} />}
        title={problem.title}
        description={problem.description}
        action={
          state.kind === "no-camera" ? undefined : (
            <Button icon={<Refresh />} intent="primary" text="Reintentar" onClick={props.onRetry} />
          )
        }
      />
    );
  }
  return (
    <div className="scanner">
      <div className="scanner-frame">
        <video
          ref={props.videoRef}
          className="scanner-video"
          muted
          playsInline
          aria-label="Vista de la cámara"
        />
        <div className="scanner-aim" aria-hidden />
        {state.kind === "starting" ? (
          <div className="scanner-overlay" role="status">
            <Spinner size={32} />
            <span>Iniciando cámara...</span>
          </div>
        ) : null}
      </div>
      <div className="scanner-controls">
        {props.cameras.length > 1 ? (
          <HTMLSelect
            aria-label="Cámara"
            value={props.cameraId ?? ""}
            onChange={(event) => props.onCameraChange(event.currentTarget.value)}
            options={props.cameras.map((camera) => ({ value: camera.deviceId, label: camera.label }))}
          />
        ) : null}
        {props.torchOn !== null ? (
          <Button
            icon={<Flash />}
            text="Linterna"
            active={props.torchOn}
            aria-pressed={props.torchOn}
            onClick={() => props.onTorchChange(!props.torchOn)}
          />
        ) : null}
      </div>
      <div aria-live="polite">
        {state.kind === "scanning" || state.kind === "starting" ? (
          <p className="scanner-hint">Apunta la cámara al código de barras o al código QR.</p>
        ) : null}
        {state.kind === "found" ? (
          <Callout intent="success" icon={<Tick />} title="Producto encontrado">
            {state.message}
          </Callout>
        ) : null}
        {state.kind === "not-found" ? (
          <Callout intent="warning" title={CODE_NOT_FOUND}>
            {state.message}
          </Callout>
        ) : null}
      </div>
    </div>
  );
}
