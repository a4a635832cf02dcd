// A labels file's templates and sizes, written at once.
import type { LabelSize, LabelTemplate } from "@contract/types";
import type { LabelSizeFields } from "./label-sizes-repository";
import type { LabelTemplateFields } from "./label-templates-repository";

export interface LabelImportEntries {
  templates: LabelTemplateFields[];
  sizes: LabelSizeFields[];
}

export interface LabelImportRepository {
  /**
   * In one transaction: each entry replaces the row with its template_id / size_id, or is created.
   * Answers the written rows in the entries' order and how many were new. All or nothing.
   */
  apply(entries: LabelImportEntries): Promise<{
    templates: LabelTemplate[];
    sizes: LabelSize[];
    created: number;
  }>;
}
