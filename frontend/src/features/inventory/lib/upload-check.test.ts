import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@rules/image-type";
import { UPLOAD_MESSAGES, checkImageFile } from "./upload-check";

describe("image upload check", () => {
  it("accepts JPEG, PNG, WebP and GIF up to 5 MB", () => {
    expect(checkImageFile({ type: "image/jpeg", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkImageFile({ type: "image/png", size: 10 })).toBeNull();
    expect(checkImageFile({ type: "image/webp", size: 10 })).toBeNull();
    expect(checkImageFile({ type: "image/gif", size: 10 })).toBeNull();
  });

  it("refuses a file over 5 MB", () => {
    expect(checkImageFile({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it("refuses what is not an image, SVG included", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 })).toBe(UPLOAD_MESSAGES.notImage);
    expect(checkImageFile({ type: "image/svg+xml", size: 10 })).toBe(UPLOAD_MESSAGES.notImage);
    expect(checkImageFile({ type: "", size: 10 })).toBe(UPLOAD_MESSAGES.notImage);
  });
});
