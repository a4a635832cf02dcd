// The camera a scan uses: the one chosen last time on this device (remembered in localStorage),
// else the back camera of a phone; its torch where the device has one. Errors are sorted into what
// the scanner tells the user: no camera at all, permission refused, or anything else.

const CAMERA_KEY = "scanner.cameraId";

export type CameraProblem = "no-camera" | "denied" | "failed";

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
    this.name = "CameraError";
  }
}

export function rememberedCameraId(): string | null {
  try {
    return localStorage.getItem(CAMERA_KEY);
  } catch {
    return null;
  }
}

export function rememberCamera(deviceId: string): void {
  try {
    localStorage.setItem(CAMERA_KEY, deviceId);
  } catch {
    // Private mode: the choice lasts this visit only.
  }
}

function problemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string }).name;
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError")
    return "no-camera";
  return "failed";
}

/** A video stream of `deviceId`, or of the remembered / back camera; throws a CameraError. */
export async function openCamera(deviceId: string | null = rememberedCameraId()): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError("no-camera");
  const video: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: deviceId ? { ...video, deviceId: { exact: deviceId } } : { ...video, facingMode: "environment" },
    });
  } catch (error) {
    // A remembered camera that is gone (unplugged webcam): any camera will do.
    if (deviceId && problemOf(error) === "no-camera") return openCamera(null);
    throw new CameraError(problemOf(error));
  }
}

export interface CameraChoice {
  deviceId: string;
  label: string;
}

/** The video inputs, labelled (labels are known only once permission was given). */
export async function listCameras(): Promise<CameraChoice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === "videoinput")
    .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `Cámara ${index + 1}` }));
}

function videoTrack(stream: MediaStream | null): MediaStreamTrack | undefined {
  return stream?.getVideoTracks()[0];
}

/** True when the stream's camera has a torch the page may switch. */
export function hasTorch(stream: MediaStream | null): boolean {
  const track = videoTrack(stream);
  const capabilities = track?.getCapabilities?.() as { torch?: boolean } | undefined;
  return capabilities?.torch === true;
}

export async function setTorch(stream: MediaStream | null, on: boolean): Promise<void> {
  await videoTrack(stream)?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The device id the stream actually uses (what to remember). */
export function cameraIdOf(stream: MediaStream | null): string | null {
  return videoTrack(stream)?.getSettings().deviceId ?? null;
}
