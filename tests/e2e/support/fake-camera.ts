// A video file for Chromium's fake camera (--use-file-for-fake-video-capture): a still Code 128
// label, drawn from the same bits the app prints (frontend/src/lib/codes/barcode-bars.ts), as a
// few frames of Y4M (planar YUV 4:2:0: luma carries the bars, chroma stays neutral grey).
import { writeFileSync } from "node:fs";
import { BARCODE_QUIET_MODULES, code128Bits } from "../../../frontend/src/lib/codes/barcode-bars";

const WIDTH = 640;
const HEIGHT = 480;
const WHITE = 235;
const BLACK = 16;

/** One luma plane: the symbol centred, `module` pixels per module, bars 200 px tall. */
export function code128Luma(value: string, module = 2): Uint8Array {
  const bits = "0".repeat(BARCODE_QUIET_MODULES) + code128Bits(value) + "0".repeat(BARCODE_QUIET_MODULES);
  if (bits.length * module > WIDTH) throw new Error(`'${value}' is too long for a ${WIDTH} px frame`);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
  const left = Math.floor((WIDTH - bits.length * module) / 2);
  for (let y = 140; y < 340; y += 1) {
    for (let i = 0; i < bits.length; i += 1) {
      if (bits[i] !== "1") continue;
      luma.fill(BLACK, y * WIDTH + left + i * module, y * WIDTH + left + (i + 1) * module);
    }
  }
  return luma;
}

/** Writes `frames` frames of the label to `path` (Chromium loops the file). */
export function writeCode128Y4m(path: string, value: string, frames = 5): void {
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const luma = code128Luma(value);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
