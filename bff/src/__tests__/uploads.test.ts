import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { PNG, postFile } from "./post-file";
import { SELLER, appSignedInAs, type TestApp } from "./test-app";

let t: TestApp;
let seller = "";
beforeAll(async () => {
  [t, seller] = await appSignedInAs(SELLER);
});
afterAll(() => t.close());

const upload = (content: Buffer, filename: string, type: string, field = "image") =>
  postFile(t, seller, "/api/upload", { field, filename, type, content });

describe("uploads", () => {
  it("stores a real image under a random name and serves it", async () => {
    const response = await upload(PNG, "../../evil.png", "image/png");
    expect(response.statusCode).toBe(201);
    const { imageUrl, url } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/u\d+-[0-9a-f]{32}\.png$/);
    expect(url).toBe(imageUrl);
    const served = await t.app.inject({ method: "GET", url: imageUrl });
    expect(served.statusCode).toBe(200);
    // Re-encoded without metadata: still a PNG.
    expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
  });

  it("refuses an SVG or a disguised non-image with 415", async () => {
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "a.svg",
      "image/svg+xml",
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({ message: MESSAGES.fileNotImage });
    const disguised = await upload(Buffer.from("#!/bin/sh\necho hi\n"), "photo.jpg", "image/jpeg");
    expect(disguised.statusCode).toBe(415);
  });

  it("refuses more than 5 MB with 413", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, "big.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.fileTooLarge });
  });

  it("asks for the image field when it is missing", async () => {
    const response = await upload(PNG, "a.png", "image/png", "file");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.fileMissing });
  });
});
