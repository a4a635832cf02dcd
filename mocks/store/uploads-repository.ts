// Uploaded images of the mocks, in memory: who uploaded each, its size and when. An image is in use
// while a product's imageUrl or a brand's logoUrl names it (as in the BFF).
import type { UploadsRepository } from "../../server/store/uploads-repository";
import { db, onMockDbReset } from "../db";

const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

interface Kept {
  ownerId: number;
  size: number;
  savedAt: number;
}

const kept = new Map<string, Kept>();
let uploadCount = 0;

onMockDbReset(() => {
  kept.clear();
});

function used(url: string): boolean {
  return (
    db.products.findFirst((q) => q.where((p) => p.imageUrl === url)) !== undefined ||
    db.brands.findFirst((q) => q.where((b) => b.logoUrl === url)) !== undefined
  );
}

export const uploads: UploadsRepository = {
  async save(bytes, extension, ownerId) {
    uploadCount += 1;
    // A blob: URL is short (product imageUrl allows 500 characters) and shows in the page.
    const url =
      typeof document !== "undefined" && typeof URL.createObjectURL === "function"
        ? URL.createObjectURL(new Blob([bytes as BlobPart], { type: IMAGE_TYPES[extension] }))
        : `/uploads/mock-${uploadCount}.${extension}`;
    kept.set(url, { ownerId, size: bytes.length, savedAt: Date.now() });
    return url;
  },
  async countSince(ownerId, since) {
    let count = 0;
    for (const file of kept.values()) if (file.ownerId === ownerId && file.savedAt >= since) count += 1;
    return count;
  },
  async pendingOf(ownerId) {
    let count = 0;
    let bytes = 0;
    for (const [url, file] of kept) {
      if (file.ownerId !== ownerId || used(url)) continue;
      count += 1;
      bytes += file.size;
    }
    return { count, bytes };
  },
  async sweep(before) {
    let removed = 0;
    for (const [url, file] of kept) {
      if (file.savedAt >= before || used(url)) continue;
      kept.delete(url);
      if (url.startsWith("blob:")) URL.revokeObjectURL(url);
      removed += 1;
    }
    return removed;
  },
};
