// 'Exportar' / 'Importar' of the label screen: one JSON file with the templates and the sizes.
// An import is checked whole before anything is written: one bad entry refuses the file.
import type { LabelSize, LabelTemplate } from "@/lib/api/types";
import {
  sizeFormValues,
  sizeInput,
  templateFormValues,
  templateInput,
  validateSizeForm,
  validateTemplateForm,
  type SizeInput,
  type TemplateInput,
} from "./label-forms";

export const TRANSFER_FORMAT = "wolftracker-etiquetas";
export const TRANSFER_VERSION = 1;

export interface LabelTransferFile {
  format: typeof TRANSFER_FORMAT;
  version: typeof TRANSFER_VERSION;
  exportedAt: string;
  templates: TemplateInput[];
  sizes: SizeInput[];
}

export const IMPORT_MESSAGES = {
  notJson: "El archivo no es un JSON válido.",
  notLabels: "El archivo no es una exportación de etiquetas (faltan las listas 'templates' y 'sizes').",
  empty: "El archivo no contiene plantillas ni tamaños.",
  duplicateTemplate: (id: string) => `La plantilla '${id}' aparece más de una vez en el archivo.`,
  duplicateSize: (id: string) => `El tamaño '${id}' aparece más de una vez en el archivo.`,
} as const;

export function exportFile(
  templates: readonly LabelTemplate[],
  sizes: readonly LabelSize[],
  now = new Date(),
): LabelTransferFile {
  return {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: now.toISOString(),
    templates: templates.map(({ id: _id, ...rest }) => rest),
    sizes: sizes.map(({ id: _id, ...rest }) => rest),
  };
}

export function exportFileName(now = new Date()): string {
  return `etiquetas-${now.toISOString().slice(0, 10)}.json`;
}

export type ImportResult =
  { ok: true; templates: TemplateInput[]; sizes: SizeInput[] } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const flag = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

function firstError(errors: Record<string, string | undefined>): string | undefined {
  return Object.values(errors).find(Boolean);
}

/** Reads an exported file: every entry must pass the same rules as the forms. */
export function parseImportFile(content: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.notJson };
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.templates) || !Array.isArray(parsed.sizes))
    return { ok: false, message: IMPORT_MESSAGES.notLabels };
  if (parsed.templates.length === 0 && parsed.sizes.length === 0)
    return { ok: false, message: IMPORT_MESSAGES.empty };

  const templates: TemplateInput[] = [];
  for (const [index, entry] of parsed.templates.entries()) {
    const where = `Plantilla ${index + 1}`;
    if (!isRecord(entry)) return { ok: false, message: `${where}: no es un objeto.` };
    const values = {
      ...templateFormValues({
        id: 0,
        template_id: text(entry.template_id),
        name: text(entry.name),
        columns: 0,
        width: 0,
        height: 0,
        description: typeof entry.description === "string" ? entry.description : null,
        is_active: flag(entry.is_active, true),
      }),
      columns: text(entry.columns),
      width: text(entry.width),
      height: text(entry.height),
    };
    const error = firstError(validateTemplateForm(values));
    if (error) return { ok: false, message: `${where}: ${error}` };
    const input = templateInput(values);
    if (templates.some((t) => t.template_id === input.template_id))
      return { ok: false, message: IMPORT_MESSAGES.duplicateTemplate(input.template_id) };
    templates.push(input);
  }

  const sizes: SizeInput[] = [];
  for (const [index, entry] of parsed.sizes.entries()) {
    const where = `Tamaño ${index + 1}`;
    if (!isRecord(entry)) return { ok: false, message: `${where}: no es un objeto.` };
    const values = {
      ...sizeFormValues({
        id: 0,
        size_id: text(entry.size_id),
        name: text(entry.name),
        width: 0,
        height: 0,
        description: typeof entry.description === "string" ? entry.description : null,
        is_predefined: flag(entry.is_predefined, false),
      }),
      width: text(entry.width),
      height: text(entry.height),
    };
    const error = firstError(validateSizeForm(values));
    if (error) return { ok: false, message: `${where}: ${error}` };
    const input = sizeInput(values);
    if (sizes.some((s) => s.size_id === input.size_id))
      return { ok: false, message: IMPORT_MESSAGES.duplicateSize(input.size_id) };
    sizes.push(input);
  }
  return { ok: true, templates, sizes };
}
