// One barcode reader for every browser: the native BarcodeDetector where the browser has one that
// reads the formats parts carry, else the `barcode-detector` ponyfill (ZXing compiled to
// WebAssembly). The .wasm is a file of this app's own build, never a CDN: the shop may be offline,
// and the CSP allows only the app's own origin. Both load on first use, not with the app.
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/** What parts and their labels carry: Code 128, QR, EAN-13 / UPC-A, Code 39, DataMatrix. */
export const SCAN_FORMATS = ["code_128", "qr_code", "ean_13", "upc_a", "code_39", "data_matrix"] as const;

export interface BarcodeReader {
  /** The first code seen in the frame, or null. */
  read(source: HTMLVideoElement | HTMLCanvasElement | ImageBitmap): Promise<string | null>;
  /** Which engine reads: the browser's own detector or ZXing (benchmarks and tests ask). */
  readonly engine: "native" | "zxing";
}

interface DetectorLike {
  detect(source: unknown): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<readonly string[]>;
}

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    const formats = SCAN_FORMATS.filter((format) => supported.includes(format));
    return formats.length > 0 ? new Native({ formats }) : null;
  } catch {
    return null;
  }
}

let zxing: Promise<DetectorLike> | null = null;

function zxingDetector(): Promise<DetectorLike> {
  zxing ??= import("barcode-detector/ponyfill").then(({ BarcodeDetector, prepareZXingModule }) => {
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
      },
    });
    return new BarcodeDetector({ formats: [...SCAN_FORMATS] }) as DetectorLike;
  });
  return zxing;
}

function firstValue(found: { rawValue: string }[]): string | null {
  const value = found.find((code) => code.rawValue.trim() !== "")?.rawValue;
  return value ?? null;
}

/** The reader for this browser; a native detector that fails is replaced by ZXing for good. */
export async function createBarcodeReader(options: { preferNative?: boolean } = {}): Promise<BarcodeReader> {
  const native = options.preferNative === false ? null : await nativeDetector();
  let engine: BarcodeReader["engine"] = native ? "native" : "zxing";
  let detector: DetectorLike = native ?? (await zxingDetector());
  return {
    get engine() {
      return engine;
    },
    async read(source) {
      try {
        return firstValue(await detector.detect(source));
      } catch (error) {
        if (engine === "zxing") throw error;
        // Some platforms expose BarcodeDetector but fail in detect(): fall back once, quietly.
        engine = "zxing";
        detector = await zxingDetector();
        return firstValue(await detector.detect(source));
      }
    },
  };
}
