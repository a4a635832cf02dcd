import { it } from "vitest";
import { createTestApp, login, ADMIN, as } from "/work/wt/import/bff/src/__tests__/test-app";
function benchCsv(rows: number, prefix: string): string {
  const lines = ["SKU;Nombre;Categoría;Marca;Precio de costo;Precio de venta;Stock;Ubicación;Compatibilidad"];
  for (let i = 0; i < rows; i += 1) lines.push(`${prefix}-${i};Repuesto ${i};Frenos;Bosch;1.000,25;2.000;${i % 40};B-1;${i % 3 === 0 ? "Chevrolet Spark 2006-2009" : ""}`);
  return lines.join("\r\n");
}
it("profile", async () => {
  const t = await createTestApp();
  const cookie = await login(t.app, ...ADMIN);
  const csv = benchCsv(5000, "P");
  const up = async () => {
    const boundary = "----x";
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const r = await t.app.inject(as(cookie, { method: "POST", url: "/api/product-imports", payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } }));
    return JSON.parse(r.body);
  };
  for (let round = 0; round < 2; round++) {
    const job = await up();
    const body = { mapping: job.suggestedMapping, mode: "upsert", createMissing: false, validOnly: true };
    let s = performance.now();
    const p = await t.app.inject(as(cookie, { method: "POST", url: `/api/product-imports/${job.id}/preview`, payload: body }));
    console.log("preview", round, performance.now() - s, p.statusCode);
    s = performance.now();
    await t.app.inject(as(cookie, { method: "POST", url: `/api/product-imports/${job.id}/start`, payload: body }));
    for (;;) { const g = JSON.parse((await t.app.inject(as(cookie, { method: "GET", url: `/api/product-imports/${job.id}` }))).body); if (g.state !== "running") { console.log("import", round, performance.now() - s, g.state, g.created, g.unchanged); break; } await new Promise(r => setTimeout(r, 50)); }
  }
  await t.close();
}, 300000);
