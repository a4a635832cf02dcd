// The import itself, in the background of the request that started it, inside one transaction:
// every row written or none. With `validOnly`, refused rows are set aside (for the refused-rows
// file) and the rest written; otherwise the first refused row rolls everything back. A cancel
// between two batches rolls everything back too.
import { MESSAGES } from "../../rules/messages";
import type { FitmentFields } from "../store/fitments-repository";
import type { ProductImportWriter } from "../store/product-import-repository";
import type { ProductFields } from "../store/products-repository";
import type { PriceChangeInput, StockMovementInput } from "../store/stock-ledger-repository";
import { CatalogueNames, type NameRef } from "./catalogue-names";
import { addImportedCodes, type ProductCodes } from "./import-codes";
import { importPass, type ImportOptions } from "./import-pass";
import type { ImportJob } from "./jobs";
import { importRecords, productFields, type PlannedRow } from "./plan-rows";

class ImportStopped extends Error {
  constructor(
    readonly state: "failed" | "cancelled",
    message: string,
  ) {
    super(message);
  }
}

/** Creates a missing category, subcategory or brand once; later rows find it by name. */
function resolver(writer: ProductImportWriter, names: CatalogueNames) {
  const category = async (ref: NameRef) => {
    if ("id" in ref) return ref.id;
    const again = names.category(ref.newName);
    if ("id" in again) return again.id;
    const id = await writer.createCategory(ref.newName);
    names.remember("category", ref.newName, id);
    return id;
  };
  return {
    category,
    async subcategory(categoryId: number, ref: NameRef) {
      if ("id" in ref) return ref.id;
      const again = names.subcategory({ id: categoryId }, ref.newName);
      if ("id" in again) return again.id;
      const id = await writer.createSubcategory(categoryId, ref.newName);
      names.rememberSubcategory(categoryId, ref.newName, id);
      return id;
    },
    async brand(ref: NameRef) {
      if ("id" in ref) return ref.id;
      const again = names.brand(ref.newName);
      if ("id" in again) return again.id;
      const id = await writer.createBrand(ref.newName);
      names.remember("brand", ref.newName, id);
      return id;
    },
  };
}

/** A row's product columns, its names turned into ids (created when missing and allowed). */
async function rowFields(
  resolve: ReturnType<typeof resolver>,
  row: Extract<PlannedRow, { kind: "create" | "update" }>,
): Promise<Partial<ProductFields>> {
  const { values } = row;
  const category = values.category ? await resolve.category(values.category) : undefined;
  const subcategoryCategory = category ?? (row.kind === "update" ? row.before.categoryId : undefined);
  const subcategory =
    values.subcategory === undefined || values.subcategory === null || subcategoryCategory === undefined
      ? (values.subcategory as null | undefined)
      : await resolve.subcategory(subcategoryCategory, values.subcategory);
  const brand = values.brand ? await resolve.brand(values.brand) : undefined;
  return productFields(values, { category, subcategory, brand });
}

/** One batch's writes: its new products in a few statements, its updates one by one. */
async function writeBatch(
  writer: ProductImportWriter,
  resolve: ReturnType<typeof resolver>,
  rows: Extract<PlannedRow, { kind: "create" | "update" }>[],
  userId: number,
  codes: ProductCodes[],
): Promise<void> {
  const movements: StockMovementInput[] = [];
  const prices: PriceChangeInput[] = [];
  const creates = rows.filter((row) => row.kind === "create");
  const newFields: ProductFields[] = [];
  for (const row of creates)
    newFields.push({ stock: 0, ...(await rowFields(resolve, row)) } as ProductFields);
  const ids = await writer.createProducts(newFields);
  const links: { productId: number; links: FitmentFields[] }[] = [];
  newFields.forEach((fields, index) => {
    const id = ids[index];
    const row = creates[index];
    if (id === undefined || row === undefined) throw new Error("the store created fewer products");
    if (row.values.fitments?.length) links.push({ productId: id, links: row.values.fitments });
    if (row.values.codes) codes.push({ productId: id, codes: row.values.codes });
    const records = importRecords(id, null, fields, userId);
    movements.push(...records.movements);
    prices.push(...records.prices);
  });
  await writer.addFitments(links);
  for (const row of rows) {
    if (row.kind !== "update") continue;
    const { before } = row;
    const fields = await rowFields(resolve, row);
    await writer.updateProduct(before.id, fields);
    if (row.values.fitments) await writer.replaceFitments(before.id, row.values.fitments);
    const after = {
      stock: fields.stock ?? before.stock,
      costPrice: fields.costPrice ?? before.costPrice,
      sellingPrice: fields.sellingPrice ?? before.sellingPrice,
    };
    const records = importRecords(before.id, before, after, userId);
    movements.push(...records.movements);
    prices.push(...records.prices);
  }
  await writer.record(movements, prices);
}

export async function runImport(
  job: ImportJob,
  options: ImportOptions & { validOnly: boolean },
): Promise<void> {
  const { store } = job;
  try {
    const { sheet } = job;
    const names = new CatalogueNames(await store.productImport.catalogue());
    const totals = await store.productImport.transaction(async (writer) => {
      const resolve = resolver(writer, names);
      const counts = { created: 0, updated: 0, unchanged: 0, done: 0 };
      const codes: ProductCodes[] = [];
      for await (const { rows, planned } of importPass(
        sheet,
        options,
        names,
        (skus) => writer.existing(skus),
        (keys) => writer.holdersOfKeys(keys),
      )) {
        if (job.cancelRequested) throw new ImportStopped("cancelled", MESSAGES.importCancelled);
        const writes: Extract<PlannedRow, { kind: "create" | "update" }>[] = [];
        for (const [index, row] of planned.entries()) {
          if (row.kind === "refused") {
            const first = row.problems[0];
            if (!options.validOnly)
              throw new ImportStopped(
                "failed",
                `${MESSAGES.importFailed}. Fila ${row.line}, columna '${first?.column ?? ""}': ${first?.message ?? ""}`,
              );
            job.refused.push({ line: row.line, cells: rows[index]?.cells ?? [], problems: row.problems });
          } else {
            if (row.kind !== "create" && row.values.codes)
              codes.push({ productId: row.before.id, codes: row.values.codes });
            if (row.kind === "unchanged") {
              counts.unchanged += 1;
              continue;
            }
            writes.push(row);
            counts[row.kind === "create" ? "created" : "updated"] += 1;
          }
        }
        await writeBatch(writer, resolve, writes, job.ownerId, codes);
        counts.done += planned.length;
        job.rowsDone = counts.done;
      }
      if (job.cancelRequested) throw new ImportStopped("cancelled", MESSAGES.importCancelled);
      return { ...counts, codes };
    });
    await addImportedCodes(store, totals.codes);
    Object.assign(job, {
      created: totals.created,
      updated: totals.updated,
      unchanged: totals.unchanged,
      state: "done",
    });
  } catch (error) {
    // Rolled back: nothing was created, updated or set aside.
    Object.assign(job, { created: 0, updated: 0, unchanged: 0, refused: [] });
    if (error instanceof ImportStopped) Object.assign(job, { state: error.state, message: error.message });
    else {
      console.error("[import] failed", error);
      Object.assign(job, { state: "failed", message: MESSAGES.importFailed });
    }
  }
}
