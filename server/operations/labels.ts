// Label templates and sizes: plain CRUD with unique template_id / size_id, and the all-or-nothing
// import of the label screen's 'Importar'.
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage, optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { LabelSizeFields } from "../store/label-sizes-repository";
import type { LabelTemplateFields } from "../store/label-templates-repository";
import { created, noContent, ok, type Operation } from "./types";

type LabelTemplateInput = components["schemas"]["LabelTemplateInput"];
type LabelSizeInput = components["schemas"]["LabelSizeInput"];

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === "") throw badRequest(blankFieldMessage(field));
  return trimmed;
}

/** The import's own refusals (an entry's field rules answer like the create calls'). */
export const LABEL_IMPORT_MESSAGES = {
  empty: "La importación no contiene plantillas ni tamaños",
  duplicateTemplate: (id: string) => `La plantilla '${id}' aparece más de una vez en la importación`,
  duplicateSize: (id: string) => `El tamaño '${id}' aparece más de una vez en la importación`,
} as const;

function templateFields(body: LabelTemplateInput, at = ""): LabelTemplateFields {
  return {
    template_id: required(body.template_id, `${at}template_id`),
    name: required(body.name, `${at}name`),
    columns: body.columns,
    width: body.width,
    height: body.height,
    description: optionalText(body.description),
    is_active: body.is_active ?? true,
  };
}

function sizeFields(body: LabelSizeInput, at = ""): LabelSizeFields {
  return {
    size_id: required(body.size_id, `${at}size_id`),
    name: required(body.name, `${at}name`),
    width: body.width,
    height: body.height,
    description: optionalText(body.description),
    is_predefined: body.is_predefined ?? false,
  };
}

const listLabelTemplates: Operation<"listLabelTemplates"> = async ({ store }) =>
  ok(await store.labelTemplates.list());

const createLabelTemplate: Operation<"createLabelTemplate"> = async ({ store }, { body }) => {
  const fields = templateFields(body);
  if (await store.labelTemplates.templateIdTaken(fields.template_id))
    throw conflict(MESSAGES.duplicateTemplateId);
  return created(await store.labelTemplates.save(fields));
};

const updateLabelTemplate: Operation<"updateLabelTemplate"> = async ({ store }, { params, body }) => {
  if (!(await store.labelTemplates.find(params.id))) throw notFound(MESSAGES.labelTemplateNotFound);
  const fields = templateFields(body);
  if (await store.labelTemplates.templateIdTaken(fields.template_id, params.id))
    throw conflict(MESSAGES.duplicateTemplateId);
  return ok(await store.labelTemplates.save(fields, params.id));
};

const deleteLabelTemplate: Operation<"deleteLabelTemplate"> = async ({ store }, { params }) => {
  if (!(await store.labelTemplates.delete(params.id))) throw notFound(MESSAGES.labelTemplateNotFound);
  return noContent();
};

const listLabelSizes: Operation<"listLabelSizes"> = async ({ store }) => ok(await store.labelSizes.list());

const createLabelSize: Operation<"createLabelSize"> = async ({ store }, { body }) => {
  const fields = sizeFields(body);
  if (await store.labelSizes.sizeIdTaken(fields.size_id)) throw conflict(MESSAGES.duplicateSizeId);
  return created(await store.labelSizes.save(fields));
};

const updateLabelSize: Operation<"updateLabelSize"> = async ({ store }, { params, body }) => {
  if (!(await store.labelSizes.find(params.id))) throw notFound(MESSAGES.labelSizeNotFound);
  const fields = sizeFields(body);
  if (await store.labelSizes.sizeIdTaken(fields.size_id, params.id)) throw conflict(MESSAGES.duplicateSizeId);
  return ok(await store.labelSizes.save(fields, params.id));
};

const deleteLabelSize: Operation<"deleteLabelSize"> = async ({ store }, { params }) => {
  if (!(await store.labelSizes.delete(params.id))) throw notFound(MESSAGES.labelSizeNotFound);
  return noContent();
};

/** Every entry is checked before the store writes anything; the store writes in one transaction. */
const importLabels: Operation<"importLabels"> = async ({ store }, { body }) => {
  if (body.templates.length === 0 && body.sizes.length === 0) throw badRequest(LABEL_IMPORT_MESSAGES.empty);
  const templates = body.templates.map((entry, i) => templateFields(entry, `templates.${i}.`));
  const sizes = body.sizes.map((entry, i) => sizeFields(entry, `sizes.${i}.`));
  const templateIds = new Set<string>();
  for (const { template_id } of templates) {
    if (templateIds.has(template_id)) throw badRequest(LABEL_IMPORT_MESSAGES.duplicateTemplate(template_id));
    templateIds.add(template_id);
  }
  const sizeIds = new Set<string>();
  for (const { size_id } of sizes) {
    if (sizeIds.has(size_id)) throw badRequest(LABEL_IMPORT_MESSAGES.duplicateSize(size_id));
    sizeIds.add(size_id);
  }
  const written = await store.labelImport.apply({ templates, sizes });
  const total = written.templates.length + written.sizes.length;
  return ok({ ...written, updated: total - written.created });
};

export const labelsOperations = {
  listLabelTemplates,
  createLabelTemplate,
  updateLabelTemplate,
  deleteLabelTemplate,
  listLabelSizes,
  createLabelSize,
  updateLabelSize,
  deleteLabelSize,
  importLabels,
};
