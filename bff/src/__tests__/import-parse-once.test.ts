// A spreadsheet is parsed once, by the upload's bounded read in its worker thread: the preview and
// the import work from the rows that read kept, so a CSV costs the server's own thread no parse at
// all (a file that took the worker nearly its whole time limit would otherwise hold every other
// request that long, twice). A CSV past a bound is refused in Spanish while GET /api/user answers.
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_SHEET_ROWS, SHEET_LIMIT_MESSAGES } from "../../../rules/spreadsheet-limits";
import { postFile } from "./post-file";
import { ADMIN, as, appSignedInAs, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  [t, admin] = await appSignedInAs(ADMIN);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const upload = (text: string) =>
  postFile(t, admin, "/api/product-imports", { filename: "p.csv", type: "text/csv", content: text });

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject(as(admin, { method: "POST", url, payload }));

describe("a products CSV", () => {
  it("is parsed only by the upload's worker: the preview and the import parse nothing in the server's thread", async () => {
    const serial = String(Date.now());
    const csv = [
      "SKU;Nombre;Categoría;Marca;Precio de costo;Precio de venta;Stock",
      ...[1, 2, 3].map((i) => `ONCE-${serial}-${i};Pastilla ${i};frenos;BOSCH;1.000;2.000;${i}`),
    ].join("\n");
    const parse = vi.spyOn(Papa, "parse");
    const job = await upload(csv);
    expect(job.statusCode).toBe(201);
    const { id, suggestedMapping } = job.json() as { id: string; suggestedMapping: unknown[] };
    const options = { mapping: suggestedMapping, mode: "upsert", createMissing: false };
    const preview = await post(`/api/product-imports/${id}/preview`, options);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ rowsTotal: 3, problems: [] });
    expect((await post(`/api/product-imports/${id}/start`, options)).statusCode).toBe(202);
    let state = "running";
    for (let i = 0; i < 200 && state === "running"; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const res = await t.app.inject(as(admin, { method: "GET", url: `/api/product-imports/${id}` }));
      state = (res.json() as { state: string }).state;
    }
    expect(state).toBe("done");
    const found = await t.app.inject(
      as(admin, { method: "GET", url: `/api/products?search=ONCE-${serial}&limit=10` }),
    );
    expect((found.json() as unknown[]).length).toBe(3);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it("past a bound is refused in Spanish while GET /api/user keeps answering", async () => {
    const rows = Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, i) => `H-${i};Pieza ${i};frenos;BOSCH;1;2;3`);
    const sending = upload(["SKU;Nombre;Categoría;Marca;Costo;Precio;Stock", ...rows].join("\n"));
    let done = false;
    void sending.finally(() => (done = true));
    let answered = 0;
    while (!done) {
      const res = await t.app.inject(as(admin, { method: "GET", url: "/api/user" }));
      expect(res.statusCode).toBe(200);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await sending;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SHEET_LIMIT_MESSAGES.tooManyRows });
    expect(answered).toBeGreaterThan(1);
  });
});
