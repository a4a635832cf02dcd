import { chromium } from "playwright-core";
import { serveStatic } from "./support/static-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";
const server = await serveStatic(process.cwd() + "/dist/mock");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 375, height: 740 }]] as const) {
  const page = await browser.newPage({ viewport });
  page.on("console", (m) => m.type() === "error" && console.log(name, "console:", m.text()));
  await page.goto(server.url + "/auth");
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${name}-login.png` });
  await page.getByLabel("Usuario o correo electrónico").fill("admin");
  await page.getByLabel("Contraseña", { exact: true }).fill("admin123");
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await page.waitForURL(/dashboard/);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${name}-dashboard.png` });
  if (name === "phone") {
    await page.getByRole("button", { name: "Abrir asistente" }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-phone-chat.png` });
  } else {
    await page.getByRole("button", { name: /Notificaciones/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shot-desktop-notif.png` });
  }
}
await browser.close(); await server.close();
