// Products import and export (Administrador): upload a spreadsheet, preview it with a mapping,
// start the import and follow or cancel it, download its refused rows; export the catalogue.
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { suggestMapping, type ImportMapping } from "../../rules/product-import-columns";
import { withoutUnsafeCharacters } from "../../rules/text";
import { badRequest, conflict, HttpError, notFound } from "../errors";
import { exportCsv, exportXlsx } from "../product-import/export-products";
import type { ImportOptions } from "../product-import/import-pass";
import { addJob, findJob, type ImportJob } from "../product-import/jobs";
import { previewImport } from "../product-import/preview-import";
import { readSheetData, sheetOf, type SheetData } from "../product-import/read-sheet";
import { SheetRefusal } from "../product-import/sheet-refusal";
import { refusedCsv } from "../product-import/refused-file";
import { runImport } from "../product-import/run-import";
import { MAX_IMPORT_BYTES } from "./upload-limits";
import { accepted, created, ok, signedIn, type Operation, type OperationContext } from "./types";

type ProductImport = components["schemas"]["ProductImport"];
type ImportRequest = components["schemas"]["ProductImportOptions"];

function view(job: ImportJob): ProductImport {
  return {
    id: job.id,
    fileName: job.fileName,
    state: job.state,
    headers: job.sheet.headers,
    suggestedMapping: suggestMapping(job.sheet.headers),
    rowsTotal: job.rowsTotal,
    rowsDone: job.rowsDone,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    refused: job.refused.length,
    message: job.message,
  };
}

function jobOf(ctx: OperationContext, id: string): ImportJob {
  const job = findJob(id, signedIn(ctx).id, ctx.store);
  if (!job) throw notFound(MESSAGES.importNotFound);
  return job;
}

/** The file read with every bound, in the transport's worker when it has one; refusals are 400s. */
async function readUploadedSheet(ctx: OperationContext, bytes: Uint8Array): Promise<SheetData> {
  try {
    return await (ctx.sheets ? ctx.sheets.read(bytes) : readSheetData(bytes));
  } catch (error) {
    throw badRequest(error instanceof SheetRefusal ? error.message : MESSAGES.importFileUnreadable);
  }
}

function options(job: ImportJob, body: ImportRequest): ImportOptions {
  const mapping = body.mapping as ImportMapping;
  if (mapping.length !== job.sheet.headers.length) throw badRequest(MESSAGES.importMappingLength);
  const named = mapping.filter((field) => field !== null);
  if (new Set(named).size !== named.length) throw badRequest(MESSAGES.importMappingTwice);
  if (!named.includes("sku")) throw badRequest(MESSAGES.importSkuUnmapped);
  return { mapping, mode: body.mode, createMissing: body.createMissing };
}

const uploadProductImport: Operation<"uploadProductImport"> = async (ctx, { body: file }) => {
  const user = signedIn(ctx);
  if (!file) throw badRequest(MESSAGES.importFileMissing);
  if (file.size > MAX_IMPORT_BYTES) throw new HttpError(413, MESSAGES.importFileTooLarge);
  const data = await readUploadedSheet(ctx, file.bytes);
  if (data.headers.length === 0 || data.rowsTotal === 0) throw badRequest(MESSAGES.importFileEmpty);
  const job = addJob({
    ownerId: user.id,
    fileName: withoutUnsafeCharacters(file.name ?? "productos").slice(0, 200),
    sheet: sheetOf(data),
    rowsTotal: data.rowsTotal,
    state: "ready",
    rowsDone: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: [],
    message: null,
    cancelRequested: false,
    store: ctx.store,
  });
  return created(view(job));
};

const getProductImport: Operation<"getProductImport"> = async (ctx, { params }) =>
  ok(view(jobOf(ctx, params.importId)));

const previewProductImport: Operation<"previewProductImport"> = async (ctx, { params, body }) => {
  const job = jobOf(ctx, params.importId);
  const chosen = options(job, body);
  return ok(await previewImport(ctx.store, job.sheet, chosen));
};

const startProductImport: Operation<"startProductImport"> = async (ctx, { params, body }) => {
  const job = jobOf(ctx, params.importId);
  const chosen = options(job, body);
  if (job.state !== "ready") throw conflict(MESSAGES.importBusy);
  Object.assign(job, { state: "running", rowsDone: 0, message: null, cancelRequested: false });
  void runImport(job, { ...chosen, validOnly: body.validOnly ?? false });
  return accepted(view(job));
};

const cancelProductImport: Operation<"cancelProductImport"> = async (ctx, { params }) => {
  const job = jobOf(ctx, params.importId);
  if (job.state === "running") job.cancelRequested = true;
  else if (job.state === "ready")
    Object.assign(job, { state: "cancelled", message: MESSAGES.importCancelled });
  return ok(view(job));
};

const downloadRefusedRows: Operation<"downloadRefusedRows"> = async (ctx, { params }) => {
  const job = jobOf(ctx, params.importId);
  return {
    status: 200,
    body: { file: refusedCsv(job.sheet.headers, job.refused) },
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="filas-rechazadas.csv"',
    },
  };
};

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const exportProducts: Operation<"exportProducts"> = async ({ store }, { query }) => {
  const filter = {
    ...(query.search?.trim() ? { search: query.search.trim() } : {}),
    ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
  };
  const xlsx = query.format === "xlsx";
  return {
    status: 200,
    body: { file: xlsx ? exportXlsx(store, filter) : exportCsv(store, filter) },
    headers: {
      "content-type": xlsx ? XLSX_TYPE : "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="productos.${xlsx ? "xlsx" : "csv"}"`,
    },
  };
};

export const productImportOperations = {
  uploadProductImport,
  getProductImport,
  previewProductImport,
  startProductImport,
  cancelProductImport,
  downloadRefusedRows,
  exportProducts,
};
