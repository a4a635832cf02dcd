// Crafted archives a restore must refuse before anything is replaced: a symlink into the database, an
// unlisted page, files that differ from the manifest, and compression bombs.
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationSource } from "../../db/migration-source";
import { ADMIN, as, createTestApp, login, type TestApp } from "../../__tests__/test-app";
import { extractArchive } from "../archive-files";
import { restoreArchive } from "../restore";
import { currentShop, expectRefusedRestore, type CurrentShop } from "./current-shop";
import { ZERO_CHUNK, writeCraftedArchive, type CraftedEntry } from "./crafted-archive";

const IMAGE = "u1-0123456789abcdef0123456789abcdef.png";
let t: TestApp;
let manifest: Buffer;
let database: Buffer;
const image = Buffer.from("imagen");
let shop: CurrentShop;

beforeAll(async () => {
  t = await createTestApp();
  await mkdir(join(t.dir, "uploads"), { recursive: true });
  await writeFile(join(t.dir, "uploads", IMAGE), image);
  const cookie = await login(t.app, ...ADMIN);
  const made = await t.app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
  expect(made.statusCode, made.body).toBe(201);
  const unpacked = join(t.dir, "unpacked");
  await mkdir(unpacked);
  await extractArchive(join(t.dir, "backups", made.json<{ name: string }>().name), unpacked);
  manifest = await readFile(join(unpacked, "manifest.json"));
  database = await readFile(join(unpacked, "database.sqlite"));
  // The shop's current data, which a refused restore must leave as it is.
  shop = await currentShop(t.dir);
}, 60_000);
afterAll(() => t.close());

/** The entries of the real archive, with `extra` after them. */
const genuine = (extra: CraftedEntry[] = [], body = { manifest, database, image }): CraftedEntry[] => [
  { path: "manifest.json", body: body.manifest },
  { path: "database.sqlite", body: body.database },
  { path: "uploads/", type: "Directory" },
  { path: `uploads/${IMAGE}`, body: body.image },
  ...extra,
];

let n = 0;
async function expectRefused(
  entries: CraftedEntry[],
  message: RegExp,
  maxBytes?: number,
  trailingZeros?: number,
) {
  const archive = join(t.dir, `crafted-${++n}.tar.gz`);
  await writeCraftedArchive(archive, entries, trailingZeros);
  await expectRefusedRestore(shop, { archive, maxBytes }, message);
}

describe("a crafted archive is refused with nothing replaced", () => {
  it("the genuine entries, rewritten by hand, restore (the refusals below are not the crafting's)", async () => {
    const archive = join(t.dir, "genuine.tar.gz");
    await writeCraftedArchive(archive, genuine());
    const restored = join(t.dir, "genuine");
    const result = await restoreArchive({
      archive,
      target: { engine: "sqlite", file: join(restored, "app.db") },
      uploadsDir: join(restored, "uploads"),
      workDir: restored,
      knownMigrations: await migrationSource.getMigrations([]),
    });
    expect(result.manifest.images.map((i) => i.name)).toEqual([IMAGE]);
    expect(await readdir(join(restored, "uploads"))).toEqual([IMAGE]);
  }, 30_000);

  it("a symlink uploads/x.png → ../app.db", async () => {
    await expectRefused(
      genuine([{ path: "uploads/x.png", type: "SymbolicLink", linkpath: "../app.db" }]),
      /enlace simbólico \(uploads\/x\.png\)/,
    );
  }, 30_000);

  it("a hard link, a device and an unlisted uploads/x.html", async () => {
    await expectRefused(
      genuine([{ path: "uploads/y.png", type: "Link", linkpath: "database.sqlite" }]),
      /enlace duro \(uploads\/y\.png\)/,
    );
    await expectRefused(genuine([{ path: "uploads/z.png", type: "CharacterDevice" }]), /dispositivo/);
    await expectRefused(
      genuine([{ path: "uploads/x.html", body: Buffer.from("<script>alert(1)</script>") }]),
      /un archivo \(uploads\/x\.html\) que su manifiesto no lista/,
    );
  }, 30_000);

  it("an entry before the manifest, or a listed file twice", async () => {
    await expectRefused(
      [{ path: "uploads/x.html", body: Buffer.from("<p>") }, ...genuine()],
      /no empieza por manifest\.json/,
    );
    await expectRefused(genuine([{ path: `uploads/${IMAGE}`, body: image }]), /dos veces/);
  }, 30_000);

  it("a file whose size or SHA-256 differ from the manifest", async () => {
    await expectRefused(
      genuine([], { manifest, database, image: Buffer.from("imagen más larga") }),
      /ocupa 17 bytes y el manifiesto dice 6/,
    );
    await expectRefused(
      genuine([], { manifest, database, image: Buffer.from("imagex") }),
      /uploads\/u1-.*\.png no coincide con su suma de verificación/,
    );
    const altered = Buffer.from(database);
    altered[altered.length - 1]! ^= 0xff;
    await expectRefused(genuine([], { manifest, database: altered, image }), /database\.sqlite no coincide/);
  }, 30_000);

  it("a gzip bomb: an unlisted gigabyte of zeros, refused at its header, in bounded memory", async () => {
    const rss = process.memoryUsage().rss;
    let peak = rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = Date.now();
    try {
      await expectRefused(genuine([{ path: "uploads/bomba.png", zeros: 16 * ZERO_CHUNK }]), /bomba\.png/);
    } finally {
      clearInterval(sampler);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(peak - rss).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);

  it("a gzip bomb in a listed file whose header claims more than the manifest", async () => {
    await expectRefused(
      [
        { path: "manifest.json", body: manifest },
        { path: "database.sqlite", zeros: 16 * ZERO_CHUNK },
      ],
      /database\.sqlite ocupa 1073741824 bytes y el manifiesto dice/,
    );
  }, 60_000);

  it("a gzip bomb after the last entry: more bytes than the manifest accounts for", async () => {
    await expectRefused(genuine(), /posible bomba de compresión/, undefined, 16 * ZERO_CHUNK);
  }, 60_000);

  it("an archive whose manifest claims more than the size bound", async () => {
    const big = JSON.parse(manifest.toString("utf8")) as { database: { bytes: number } };
    big.database.bytes = 3 * 1024 ** 3;
    await expectRefused(
      [
        { path: "manifest.json", body: Buffer.from(JSON.stringify(big)) },
        { path: "database.sqlite", zeros: 16 * ZERO_CHUNK },
      ],
      /ocuparía 3072\.0 MB descomprimida, más que el límite de 100\.0 MB/,
      100 * 1024 * 1024,
    );
  }, 60_000);
});
