// A hostile spreadsheet is read in a worker thread: while the BFF inflates and refuses a ZIP that
// lies about its sizes, other requests (GET /api/user) keep being answered at once; a read that runs
// past its clock is refused in Spanish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHEET_LIMIT_MESSAGES } from "../../../rules/spreadsheet-limits";
import { SheetRefusal } from "../../../server/product-import/sheet-refusal";
import { hostileXlsx, sheetRows, xlsxOf } from "../../../tests/contract/support/xlsx-files";
import { workerSheets } from "../import/worker-sheets";
import { postFile } from "./post-file";
import { ADMIN, appSignedInAs, as, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
let lying: Uint8Array;
beforeAll(async () => {
  [t, admin] = await appSignedInAs(ADMIN);
  // Says 95 MB, inflates to 300 MB: the worker counts 95 MB of it before refusing.
  lying = await hostileXlsx(300, { declaredSize: 95 * 1024 * 1024 });
});
afterAll(async () => {
  await t.close();
});

describe("a hostile .xlsx", () => {
  it("is refused in Spanish while GET /api/user keeps answering promptly", async () => {
    const file = { filename: "p.xlsx", type: "application/octet-stream", content: lying };
    let done = false;
    const upload = postFile(t, admin, "/api/product-imports", file).finally(() => (done = true));
    const pings: number[] = [];
    while (!done) {
      const started = performance.now();
      const res = await t.app.inject(as(admin, { method: "GET", url: "/api/user" }));
      expect(res.statusCode).toBe(200);
      pings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await upload;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SHEET_LIMIT_MESSAGES.uncompressedTooLarge });
    expect(pings.length).toBeGreaterThan(3);
    // Answers kept coming while the file was read (the count); none waited for the read itself. The
    // bound is loose so a busy test machine's scheduling is not mistaken for a blocked server.
    expect(Math.max(...pings)).toBeLessThan(2000);
  });

  it("is refused once it reads past the time limit", async () => {
    // A sheet within every size bound, read against a clock that has run out by the first check
    // (every thousand rows): refused for its time on any machine, however quick.
    const rows = await xlsxOf(() => sheetRows(5000));
    const refusal = await workerSheets(1)
      .read(rows)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SheetRefusal);
    expect((refusal as SheetRefusal).message).toBe(SHEET_LIMIT_MESSAGES.tooSlow);
  });
});
