// The import itself, in the background of the request that started it, inside one transaction:
// every row written or none. With `validOnly`, refused rows are set aside (for the refused-rows
// file) and the rest written; otherwise the first refused row rolls everything back. A cancel
// between two batches rolls everything back too.
import { MESSAGES } from "../../rules/messages";
import type { ProductFields, ProductImportWriter } from "../store";
import { CatalogueNames, type NameRef } from "./catalogue-names";
import { importPass, type ImportOptions } from "./import-pass";
import type { ImportJob } from "./jobs";
import { importRecords, productFields, type PlannedRow } from "./plan-rows";
import { readSheet } from "./read-sheet";

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

async function writeRow(
  writer: ProductImportWriter,
  resolve: ReturnType<typeof resolver>,
  row: Extract<PlannedRow, { kind: "create" | "update" }>,
  userId: number,
): Promise<void> {
  const { values } = row;
  const category = values.category ? await resolve.category(values.category) : undefined;
  const subcategoryCategory = category ?? (row.kind === "update" ? row.before.categoryId : undefined);
  const subcategory =
    values.subcategory === undefined || values.subcategory === null || subcategoryCategory === undefined
      ? (values.subcategory as null | undefined)
      : await resolve.subcategory(subcategoryCategory, values.subcategory);
  const brand = values.brand ? await resolve.brand(values.brand) : undefined;
  const fields = productFields(values, { category, subcategory, brand });
  if (row.kind === "create") {
    const [id] = await writer.createProducts([{ stock: 0, ...fields } as ProductFields]);
    if (id === undefined) throw new Error("the store created no product");
    if (values.fitments && values.fitments.length > 0) await writer.replaceFitments(id, values.fitments);
    const records = importRecords(
      id,
      null,
      { stock: fields.stock ?? 0, costPrice: fields.costPrice ?? 0, sellingPrice: fields.sellingPrice ?? 0 },
      userId,
    );
    await writer.record(records.movements, records.prices);
    return;
  }
  const { before } = row;
  await writer.updateProduct(before.id, fields);
  if (values.fitments) await writer.replaceFitments(before.id, values.fitments);
  const after = {
    stock: fields.stock ?? before.stock,
    costPrice: fields.costPrice ?? before.costPrice,
    sellingPrice: fields.sellingPrice ?? before.sellingPrice,
  };
  const records = importRecords(before.id, before, after, userId);
  await writer.record(records.movements, records.prices);
}

export async function runImport(
  job: ImportJob,
  options: ImportOptions & { validOnly: boolean },
): Promise<void> {
  const { store } = job;
  try {
    const sheet = await readSheet(job.bytes);
    const names = new CatalogueNames(await store.productImport.catalogue());
    const totals = await store.productImport.transaction(async (writer) => {
      const resolve = resolver(writer, names);
      const counts = { created: 0, updated: 0, unchanged: 0, done: 0 };
      for await (const { rows, planned } of importPass(sheet, options, names, (skus) =>
        writer.existing(skus),
      )) {
        if (job.cancelRequested) throw new ImportStopped("cancelled", MESSAGES.importCancelled);
        for (const [index, row] of planned.entries()) {
          if (row.kind === "refused") {
            const first = row.problems[0];
            if (!options.validOnly)
              throw new ImportStopped(
                "failed",
                `${MESSAGES.importFailed}. Fila ${row.line}, columna '${first?.column ?? ""}': ${first?.message ?? ""}`,
              );
            job.refused.push({ line: row.line, cells: rows[index]?.cells ?? [], problems: row.problems });
          } else if (row.kind === "unchanged") counts.unchanged += 1;
          else {
            await writeRow(writer, resolve, row, job.ownerId);
            counts[row.kind === "create" ? "created" : "updated"] += 1;
          }
        }
        counts.done += planned.length;
        job.rowsDone = counts.done;
      }
      if (job.cancelRequested) throw new ImportStopped("cancelled", MESSAGES.importCancelled);
      return counts;
    });
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
