// /uploads serves the images uploads produce and nothing else: no symlink followed (a link to the
// database served it whole to anyone), no page or script planted beside the images, each image with
// nosniff and a sandboxing CSP.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
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

async function uploadPng(): Promise<string> {
  const file = { field: "image", filename: "a.png", type: "image/png", content: PNG };
  const res = await postFile(t, seller, "/api/upload", file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ imageUrl: string }>().imageUrl;
}

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("/uploads", () => {
  it("serves an uploaded image as its type, with nosniff and a sandboxing CSP", async () => {
    const url = await uploadPng();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(res.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/png");
    expect(head.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("never follows a symlink, even one with an image's name (a link to the database)", async () => {
    const name = "u1-0123456789abcdef0123456789abcdef.png";
    await symlink(t.options.databaseFile, join(t.options.uploadsDir!, name));
    await symlink("../app.db", join(t.options.uploadsDir!, "x.png"));
    for (const url of [`/uploads/${name}`, "/uploads/x.png"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFound });
      expect(res.body).not.toContain("SQLite format 3");
    }
  });

  it("serves nothing but server-named images: no page, script, folder or odd name", async () => {
    const dir = t.options.uploadsDir!;
    await writeFile(join(dir, "x.html"), "<script>alert(document.cookie)</script>");
    await writeFile(join(dir, "x.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, "foto.png"), PNG);
    await writeFile(join(dir, "fedcba9876543210fedcba9876543210.png.html"), "<p>");
    await mkdir(join(dir, "u2-ffffffffffffffffffffffffffffffff.gif"));
    for (const url of [
      "/uploads/x.html",
      "/uploads/x.svg",
      "/uploads/foto.png",
      "/uploads/fedcba9876543210fedcba9876543210.png.html",
      "/uploads/u2-ffffffffffffffffffffffffffffffff.gif",
      "/uploads/",
      "/uploads/%2e%2e/app.db",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });
});
