// Label templates and sizes: plain CRUD with unique template_id / size_id.
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage, optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { LabelSizeFields, LabelTemplateFields } from "../store";
import { created, noContent, ok, type Operation } from "./types";

type LabelTemplateInput = components["schemas"]["LabelTemplateInput"];
type LabelSizeInput = components["schemas"]["LabelSizeInput"];

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === "") throw badRequest(blankFieldMessage(field));
  return trimmed;
}

function templateFields(body: LabelTemplateInput): LabelTemplateFields {
  return {
    template_id: required(body.template_id, "template_id"),
    name: required(body.name, "name"),
    columns: body.columns,
    width: body.width,
    height: body.height,
    description: optionalText(body.description),
    is_active: body.is_active ?? true,
  };
}

function sizeFields(body: LabelSizeInput): LabelSizeFields {
  return {
    size_id: required(body.size_id, "size_id"),
    name: required(body.name, "name"),
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

export const labelsOperations = {
  listLabelTemplates,
  createLabelTemplate,
  updateLabelTemplate,
  deleteLabelTemplate,
  listLabelSizes,
  createLabelSize,
  updateLabelSize,
  deleteLabelSize,
};
