// Uploads: a daily count per user that every upload feeds (used by a product or not), pictures of
// more than about 40 megapixels refused in Spanish, and no metadata (GPS, camera) ever served.
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { imageForm, productBody, TINY_PNG } from "../support/bodies";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario, ScenarioContext } from "../support/scenario";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG file whose header declares width × height pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const upload = (client: ApiClient, bytes: Uint8Array = TINY_PNG, name = "foto.png", type = "image/png") =>
  client.call("uploadImage", { form: imageForm(bytes, name, type) });

async function refs(ctx: ScenarioContext) {
  const admin = await ctx.admin();
  return {
    categoryId: (await admin.call("listCategories")).body[0].id,
    brandId: (await admin.call("listBrands")).body[0].id,
  };
}

export const uploadLimitScenarios: Scenario[] = [
  {
    title: "uploads: the daily count includes images a product uses (UPLOADS_PER_DAY)",
    covers: [["uploadImage", "success"]],
    async run(ctx) {
      const previous = process.env.UPLOADS_PER_DAY;
      process.env.UPLOADS_PER_DAY = "4";
      try {
        const seller = await ctx.vendedor2();
        const ref = await refs(ctx);
        for (let i = 0; i < 4; i += 1) {
          const res = await upload(seller);
          expectStatus(res, 201);
          // Used at once: the unused-images quota never fills, the daily one still does.
          const made = await seller.call("createProduct", {
            body: { ...productBody(ref), imageUrl: res.body.imageUrl },
          });
          expectStatus(made, 201);
        }
        expectError(await upload(seller), 429, MESSAGES.uploadDailyQuota);
        expectStatus(await upload(await ctx.admin()), 201);
      } finally {
        if (previous === undefined) delete process.env.UPLOADS_PER_DAY;
        else process.env.UPLOADS_PER_DAY = previous;
      }
    },
  },
  {
    title: "uploads: a picture declaring more than 40 megapixels is refused (413, Spanish)",
    covers: [["uploadImage", "success"]],
    only: "bff",
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(await upload(admin, pngDeclaring(30_000, 30_000)), 413, MESSAGES.imageTooManyPixels);
      expectError(await upload(admin, pngDeclaring(7_000, 6_000)), 413, MESSAGES.imageTooManyPixels);
      expectStatus(await upload(admin), 201);
    },
  },
  {
    title: "uploads: what is served carries no EXIF (GPS, camera), only the picture",
    covers: [["uploadImage", "success"]],
    only: "bff",
    async run(ctx) {
      const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#c33" } })
        .jpeg()
        .withExif({ IFD0: { Make: "CamaraEspia", Model: "Modelo-GPS-123" } })
        .toBuffer();
      expect(photo.includes(Buffer.from("CamaraEspia"))).toBe(true);
      const res = await upload(await ctx.admin(), photo, "foto.jpg", "image/jpeg");
      expectStatus(res, 201);
      const served = Buffer.from(await (await fetch(ctx.target.baseUrl + res.body.imageUrl)).arrayBuffer());
      expect(served.includes(Buffer.from("CamaraEspia"))).toBe(false);
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([32, 24]);
    },
  },
];
