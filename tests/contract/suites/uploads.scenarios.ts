// Product image uploads: images only (by content, not by name or declared type), at most 5 MB.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus } from "../support/expectations";
import { imageForm, TINY_PNG } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export const uploadsScenarioList: Scenario[] = [
  {
    title: "uploadImage: a real PNG → 201 with imageUrl and url under /uploads/",
    covers: [["uploadImage", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const res = await client.call("uploadImage", { form: imageForm(TINY_PNG, "pieza.png", "image/png") });
      expectStatus(res, 201);
      expect(res.body.imageUrl).toBe(res.body.url);
      if (ctx.target.name === "bff") {
        expect(res.body.imageUrl).toMatch(/^\/uploads\/[^/]+$/);
        expect(res.body.imageUrl).not.toContain("pieza");
        const served = await fetch(ctx.target.baseUrl + res.body.imageUrl);
        expect(served.status).toBe(200);
        // The BFF re-encodes uploads (metadata dropped): still a PNG, not necessarily the same bytes.
        expect(
          Buffer.from(await served.arrayBuffer())
            .subarray(0, 8)
            .equals(TINY_PNG.subarray(0, 8)),
        ).toBe(true);
      }
    },
  },
  {
    title: "uploadImage: over 5 MB → 413 in Spanish",
    covers: [],
    async run(ctx) {
      const client = await ctx.vendedor();
      const big = Buffer.alloc(5 * 1024 * 1024 + 1024, 0);
      TINY_PNG.copy(big, 0, 0, 16); // a PNG signature, so only the size is wrong
      const res = await client.call("uploadImage", { form: imageForm(big, "grande.png", "image/png") });
      expectError(res, 413, MESSAGES.fileTooLarge);
    },
  },
  {
    title: "uploadImage: SVG or text disguised as image/png → 415; a real SVG → 415",
    covers: [],
    async run(ctx) {
      const client = await ctx.vendedor();
      const disguisedSvg = await client.call("uploadImage", {
        form: imageForm(SVG, "logo.png", "image/png"),
      });
      expectError(disguisedSvg, 415, MESSAGES.fileNotImage);
      const text = Buffer.from("esto no es una imagen, es texto plano");
      expectError(
        await client.call("uploadImage", { form: imageForm(text, "foto.png", "image/png") }),
        415,
        MESSAGES.fileNotImage,
      );
      expectError(
        await client.call("uploadImage", { form: imageForm(SVG, "logo.svg", "image/svg+xml") }),
        415,
        MESSAGES.fileNotImage,
      );
    },
  },
  {
    title: "uploadImage: no 'image' part → 400",
    covers: [["uploadImage", "validation"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const form = new FormData();
      form.append("archivo", new Blob([TINY_PNG], { type: "image/png" }), "pieza.png");
      expectError(await client.call("uploadImage", { form }), 400);
    },
  },
  ...authScenarios("uploads"),
];

export function defineUploadsSuite(target: Target): void {
  runScenarios(target, "uploads", uploadsScenarioList);
}
