// Label templates and sizes: plain CRUD with unique template_id / size_id.
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { db, nextId, type DbLabelSize, type DbLabelTemplate } from "../db";
import { errorResponse } from "../support/http";
import { http, handle } from "../support/route";
import { blankFieldMessage, optionalText } from "../../rules/text";

type TemplateInput = components["schemas"]["LabelTemplateInput"];
type SizeInput = components["schemas"]["LabelSizeInput"];

function required(value: string, field: string): string | Response {
  const trimmed = value.trim();
  return trimmed === "" ? errorResponse(400, blankFieldMessage(field)) : trimmed;
}

function templateFields(body: TemplateInput): Omit<DbLabelTemplate, "id"> | Response {
  const templateId = required(body.template_id, "template_id");
  if (templateId instanceof Response) return templateId;
  const name = required(body.name, "name");
  if (name instanceof Response) return name;
  return {
    template_id: templateId,
    name,
    columns: body.columns,
    width: body.width,
    height: body.height,
    description: optionalText(body.description),
    is_active: body.is_active ?? true,
  };
}

function sizeFields(body: SizeInput): Omit<DbLabelSize, "id"> | Response {
  const sizeId = required(body.size_id, "size_id");
  if (sizeId instanceof Response) return sizeId;
  const name = required(body.name, "name");
  if (name instanceof Response) return name;
  return {
    size_id: sizeId,
    name,
    width: body.width,
    height: body.height,
    description: optionalText(body.description),
    is_predefined: body.is_predefined ?? false,
  };
}

const templateIdTaken = (templateId: string, exceptId?: number) =>
  db.labelTemplates.findFirst((q) => q.where((t) => t.id !== exceptId && t.template_id === templateId)) !==
  undefined;
const sizeIdTaken = (sizeId: string, exceptId?: number) =>
  db.labelSizes.findFirst((q) => q.where((s) => s.id !== exceptId && s.size_id === sizeId)) !== undefined;
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export const labelsHandlers = [
  http.get(
    "/api/label-templates",
    handle("listLabelTemplates", (_ctx, { response }) =>
      response(200).json(db.labelTemplates.all().sort(byId)),
    ),
  ),

  http.post(
    "/api/label-templates",
    handle("createLabelTemplate", async (ctx, { response }) => {
      const fields = templateFields(ctx.body as TemplateInput);
      if (fields instanceof Response) return fields;
      if (templateIdTaken(fields.template_id)) return errorResponse(409, MESSAGES.duplicateTemplateId);
      const created = await db.labelTemplates.create({ id: nextId(db.labelTemplates), ...fields });
      return response(201).json(created);
    }),
  ),

  http.put(
    "/api/label-templates/{id}",
    handle("updateLabelTemplate", async (ctx, { response }) => {
      const id = Number(ctx.params.id);
      if (!db.labelTemplates.findFirst((q) => q.where({ id })))
        return errorResponse(404, MESSAGES.labelTemplateNotFound);
      const fields = templateFields(ctx.body as TemplateInput);
      if (fields instanceof Response) return fields;
      if (templateIdTaken(fields.template_id, id)) return errorResponse(409, MESSAGES.duplicateTemplateId);
      const updated = await db.labelTemplates.update((q) => q.where({ id }), {
        data(template) {
          Object.assign(template, fields);
        },
      });
      return updated ? response(200).json(updated) : errorResponse(404, MESSAGES.labelTemplateNotFound);
    }),
  ),

  http.delete(
    "/api/label-templates/{id}",
    handle("deleteLabelTemplate", (ctx, { response }) => {
      const deleted = db.labelTemplates.delete((q) => q.where({ id: Number(ctx.params.id) }));
      return deleted ? response(204).empty() : errorResponse(404, MESSAGES.labelTemplateNotFound);
    }),
  ),

  http.get(
    "/api/label-sizes",
    handle("listLabelSizes", (_ctx, { response }) => response(200).json(db.labelSizes.all().sort(byId))),
  ),

  http.post(
    "/api/label-sizes",
    handle("createLabelSize", async (ctx, { response }) => {
      const fields = sizeFields(ctx.body as SizeInput);
      if (fields instanceof Response) return fields;
      if (sizeIdTaken(fields.size_id)) return errorResponse(409, MESSAGES.duplicateSizeId);
      const created = await db.labelSizes.create({ id: nextId(db.labelSizes), ...fields });
      return response(201).json(created);
    }),
  ),

  http.put(
    "/api/label-sizes/{id}",
    handle("updateLabelSize", async (ctx, { response }) => {
      const id = Number(ctx.params.id);
      if (!db.labelSizes.findFirst((q) => q.where({ id })))
        return errorResponse(404, MESSAGES.labelSizeNotFound);
      const fields = sizeFields(ctx.body as SizeInput);
      if (fields instanceof Response) return fields;
      if (sizeIdTaken(fields.size_id, id)) return errorResponse(409, MESSAGES.duplicateSizeId);
      const updated = await db.labelSizes.update((q) => q.where({ id }), {
        data(size) {
          Object.assign(size, fields);
        },
      });
      return updated ? response(200).json(updated) : errorResponse(404, MESSAGES.labelSizeNotFound);
    }),
  ),

  http.delete(
    "/api/label-sizes/{id}",
    handle("deleteLabelSize", (ctx, { response }) => {
      const deleted = db.labelSizes.delete((q) => q.where({ id: Number(ctx.params.id) }));
      return deleted ? response(204).empty() : errorResponse(404, MESSAGES.labelSizeNotFound);
    }),
  ),
];
