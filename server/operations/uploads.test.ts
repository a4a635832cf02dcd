// Product images: every refusal of server/operations/uploads.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import type { ImagePort } from "./types";
import { MAX_UPLOAD_BYTES } from "../../rules/image-type";
import { UPLOAD_QUOTA, uploadsPerDay } from "./uploads";
import { call, contextOf, expectRefusal, freshStore, storeWith } from "./test-support/operation-harness";

beforeEach(freshStore);

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const png = (size = PNG.length) => ({ size, bytes: PNG, name: "foto.png" });
const images = (verdict: Awaited<ReturnType<ImagePort["reencode"]>>): ImagePort => ({
  reencode: async () => verdict,
});

describe("uploads", () => {
  it("keeps an image and answers its address", async () => {
    const answer = await call("uploadImage", "vendedor", { body: png() });
    expect(answer.status).toBe(201);
    expect(answer.body.url).toBe(answer.body.imageUrl);
  });

  it("refuses a request without the file", async () => {
    await expectRefusal(call("uploadImage", "vendedor", { body: null }), 400, MESSAGES.fileMissing);
  });

  it("refuses a file over the size limit (413)", async () => {
    await expectRefusal(
      call("uploadImage", "vendedor", { body: png(MAX_UPLOAD_BYTES + 1) }),
      413,
      MESSAGES.fileTooLarge,
    );
  });

  it("refuses bytes that are no image it takes, whatever the name (415)", async () => {
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    await expectRefusal(
      call("uploadImage", "vendedor", { body: { size: svg.length, bytes: svg, name: "x.png" } }),
      415,
      MESSAGES.fileNotImage,
    );
  });

  it("refuses past the day's uploads, and past the unused images one may hold (429)", async () => {
    const daily = storeWith("uploads", { countSince: async () => uploadsPerDay() });
    await expectRefusal(
      call("uploadImage", await contextOf("vendedor", { store: daily }), { body: png() }),
      429,
      MESSAGES.uploadDailyQuota,
    );
    const held = storeWith("uploads", { pendingOf: async () => ({ count: UPLOAD_QUOTA.files, bytes: 0 }) });
    await expectRefusal(
      call("uploadImage", await contextOf("vendedor", { store: held }), { body: png() }),
      429,
      MESSAGES.uploadQuota,
    );
  });

  it("answers the image library's verdict: too many pixels (413), unreadable (415)", async () => {
    await expectRefusal(
      call("uploadImage", await contextOf("vendedor", { images: images({ kind: "tooManyPixels" }) }), {
        body: png(),
      }),
      413,
      MESSAGES.imageTooManyPixels,
    );
    await expectRefusal(
      call("uploadImage", await contextOf("vendedor", { images: images({ kind: "unreadable" }) }), {
        body: png(),
      }),
      415,
      MESSAGES.fileNotImage,
    );
  });
});
