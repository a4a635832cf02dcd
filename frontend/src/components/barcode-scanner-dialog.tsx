// The camera scanner: opens the remembered camera, reads each frame with the native detector or
// ZXing (lib/scanning/barcode-reader.ts) and hands each code read to `onCode`, which answers whether
// it named something. Found: the answer shows and the dialog closes; not found: the answer shows
// and scanning goes on. Every state is drawn by ScannerView.
import { DialogBody } from "@blueprintjs/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { AppDialog } from "./app-dialog";
import { ScannerView, type ScannerState } from "./scanner-view";
import { createBarcodeReader, type BarcodeReader } from "@/lib/scanning/barcode-reader";
import {
  CameraError,
  cameraIdOf,
  hasTorch,
  listCameras,
  openCamera,
  rememberCamera,
  rememberedCameraId,
  setTorch,
  stopCamera,
  type CameraChoice,
} from "@/lib/scanning/camera";

export interface ScanAnswer {
  found: boolean;
  /** Shown under the view: the product found, or why nothing was. */
  message: string;
}

export interface BarcodeScannerDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCode: (code: string) => Promise<ScanAnswer>;
}

/** Time between two reads of the video (a read takes a few ms; the camera gives ~30 frames/s). */
const READ_EVERY_MS = 120;
/** How long "found" shows before the dialog closes. */
const CLOSE_AFTER_FOUND_MS = 700;
/** The same code is not asked about again for this long (it stays in front of the camera). */
const REPEAT_AFTER_MS = 2500;

export function BarcodeScannerDialog({ isOpen, onClose, onCode }: BarcodeScannerDialogProps) {
  const [state, setState] = useState<ScannerState>({ kind: "starting" });
  const [cameras, setCameras] = useState<CameraChoice[]>([]);
  /** The camera asked for (the remembered one at first); activeId: the one the stream uses. */
  const [cameraId, setCameraId] = useState<string | null>(rememberedCameraId);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [torchOn, setTorchOn] = useState<boolean | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const onCodeRef = useRef(onCode);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCodeRef.current = onCode;
    onCloseRef.current = onClose;
  });

  // The camera, while open: opened again when another camera is chosen or on retry.
  useEffect(() => {
    if (!isOpen || !video) return;
    let cancelled = false;
    setState({ kind: "starting" });
    void (async () => {
      try {
        const stream = await openCamera(cameraId);
        if (cancelled) return stopCamera(stream);
        streamRef.current = stream;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        setTorchOn(hasTorch(stream) ? false : null);
        setCameras(await listCameras());
        setActiveId(cameraIdOf(stream));
        if (!cancelled) setState({ kind: "scanning" });
      } catch (error) {
        if (!cancelled) setState({ kind: error instanceof CameraError ? error.problem : "failed" });
      }
    })();
    return () => {
      cancelled = true;
      stopCamera(streamRef.current);
      streamRef.current = null;
      video.srcObject = null;
    };
  }, [isOpen, video, cameraId, attempt]);

  // The reading loop, while the view is live.
  const scanning = state.kind === "scanning" || state.kind === "not-found";
  useEffect(() => {
    if (!isOpen || !video || !scanning) return;
    let stopped = false;
    let reader: BarcodeReader | null = null;
    let last = { code: "", at: 0 };
    const tick = async () => {
      if (stopped) return;
      try {
        reader ??= await createBarcodeReader();
        const code = video.readyState >= 2 ? await reader.read(video) : null;
        const now = performance.now();
        if (code && !stopped && (code !== last.code || now - last.at > REPEAT_AFTER_MS)) {
          last = { code, at: now };
          const answer = await onCodeRef.current(code);
          if (stopped) return;
          if (answer.found) {
            stopped = true;
            setState({ kind: "found", message: answer.message });
            setTimeout(() => onCloseRef.current(), CLOSE_AFTER_FOUND_MS);
            return;
          }
          setState({ kind: "not-found", message: answer.message });
        }
      } catch {
        // A frame that cannot be read (the camera switching): try the next one.
      }
      if (!stopped) timer = setTimeout(() => void tick(), READ_EVERY_MS);
    };
    let timer = setTimeout(() => void tick(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [isOpen, video, scanning]);

  const chooseCamera = useCallback((deviceId: string) => {
    rememberCamera(deviceId);
    setCameraId(deviceId);
  }, []);

  const switchTorch = useCallback((on: boolean) => {
    void setTorch(streamRef.current, on).then(
      () => setTorchOn(on),
      () => setTorchOn(null),
    );
  }, []);

  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title="Escanear código" className="scanner-dialog">
      <DialogBody>
        <ScannerView
          state={state}
          videoRef={setVideo}
          cameras={cameras}
          cameraId={activeId}
          onCameraChange={chooseCamera}
          torchOn={torchOn}
          onTorchChange={switchTorch}
          onRetry={() => {
            setState({ kind: "starting" });
            setAttempt((n) => n + 1);
          }}
        />
      </DialogBody>
    </AppDialog>
  );
}
