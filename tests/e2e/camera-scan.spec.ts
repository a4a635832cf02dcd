// The camera path in Chromium: a fake camera (a Y4M file this journey writes) shows the Code 128
// label the app prints for "Filtro de aceite"; the scan button beside the inventory search reads it
// (ZXing in WebAssembly: Chromium on Linux has no native BarcodeDetector) and opens the product.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSeed } from "../../fixtures/seed";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";
import { writeCode128Y4m } from "./support/fake-camera";
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

const oilFilter = buildSeed().products.find((product) => product.name === "Filtro de aceite")!;
const video = join(mkdtempSync(join(tmpdir(), "fake-camera-")), "label.y4m");
writeCode128Y4m(video, oilFilter.barcode!);

test.use({
  permissions: ["camera"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test("the scan button beside the inventory search reads a printed label and opens its product", async ({
  page,
}) => {
  await loginAs(page, "vendedor", { landing: "/inventory" });
  await page.getByRole("button", { name: "Escanear código" }).click();
  const scanner = page.getByRole("dialog", { name: "Escanear código" });
  await expect(scanner.getByLabel("Vista de la cámara")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Detalles del Producto" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("heading", { name: /^Filtro de aceite( -\d+%)?$/ })).toBeVisible();
  await expect(scanner).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`product=${oilFilter.id}`));
});
