// Uploads re-encoded by sharp (libvips): the header is read first, so a picture declaring more
// pixels than allowed is refused before any decoding; the rest is decoded, turned upright by its
// EXIF orientation and written again in its own format with no metadata (no GPS position, no
// camera), so what is served is only the picture. libvips is loaded on the first upload, not at
// start-up: a server that never receives a picture does not carry it.
import type sharpModule from "sharp";
import type { ImagePort } from "../../../server/operations/types";

type Sharp = typeof sharpModule;
let loaded: Promise<Sharp> | null = null;

function loadSharp(): Promise<Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

async function encode(image: sharpModule.Sharp, extension: string): Promise<Buffer> {
  if (extension === "jpg") return image.rotate().jpeg({ quality: 88 }).toBuffer();
  if (extension === "png") return image.rotate().png().toBuffer();
  if (extension === "webp") return image.rotate().webp({ quality: 88 }).toBuffer();
  return image.gif().toBuffer();
}

export const sharpImages: ImagePort = {
  async reencode(bytes, extension, maxPixels) {
    const sharp = await loadSharp();
    const animated = extension === "gif" || extension === "webp";
    let header: sharpModule.Metadata;
    try {
      header = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    } catch {
      return { kind: "unreadable" };
    }
    const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * (header.pages ?? 1);
    if (pixels > maxPixels) return { kind: "tooManyPixels" };
    try {
      const image = sharp(bytes, { animated, limitInputPixels: maxPixels, failOn: "error" });
      return { kind: "ok", bytes: await encode(image, extension) };
    } catch {
      return { kind: "unreadable" };
    }
  },
};
