// Label templates and sizes: plain CRUD with unique template_id / size_id.
import { MESSAGES } from "../../../rules/messages";
import { badRequest, conflict, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers, pathId } from "../http/handler-types";
import { blankFieldMessage, optionalText } from "../../../rules/text";
import {
  deleteSize,
  deleteTemplate,
  findSize,
  findTemplate,
  listSizes,
  listTemplates,
  saveSize,
  saveTemplate,
  sizeIdTaken,
  templateIdTaken,
} from "../repositories/labels-repository";
import type { LabelSize, LabelTemplate } from "../http/api-types";

type TemplateBody = Omit<LabelTemplate, "id" | "is_active" | "description"> & {
  description?: string | null;
  is_active?: boolean;
};
type SizeBody = Omit<LabelSize, "id" | "is_predefined" | "description"> & {
  description?: string | null;
  is_predefined?: boolean;
};

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === "") throw badRequest(blankFieldMessage(field));
  return trimmed;
}

function templateFields(body: TemplateBody): Omit<LabelTemplate, "id"> {
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

function sizeFields(body: SizeBody): Omit<LabelSize, "id"> {
  return {
    size_id: required(body.size_id, "size_id"),
    name: required(body.name, "name"),
    width: body.width,
    height: body.height,
    description: optionalText(body.description),
    is_predefined: body.is_predefined ?? false,
  };
}

export function labelsHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async listLabelTemplates() {
      return listTemplates(db);
    },
    async createLabelTemplate(request, reply) {
      const fields = templateFields(request.body as TemplateBody);
      if (await templateIdTaken(db, fields.template_id)) throw conflict(MESSAGES.duplicateTemplateId);
      return reply.code(201).send(await saveTemplate(db, fields));
    },
    async updateLabelTemplate(request) {
      const id = pathId(request);
      if (!(await findTemplate(db, id))) throw notFound(MESSAGES.labelTemplateNotFound);
      const fields = templateFields(request.body as TemplateBody);
      if (await templateIdTaken(db, fields.template_id, id)) throw conflict(MESSAGES.duplicateTemplateId);
      return saveTemplate(db, fields, id);
    },
    async deleteLabelTemplate(request, reply) {
      if (!(await deleteTemplate(db, pathId(request)))) throw notFound(MESSAGES.labelTemplateNotFound);
      return reply.code(204).send();
    },

    async listLabelSizes() {
      return listSizes(db);
    },
    async createLabelSize(request, reply) {
      const fields = sizeFields(request.body as SizeBody);
      if (await sizeIdTaken(db, fields.size_id)) throw conflict(MESSAGES.duplicateSizeId);
      return reply.code(201).send(await saveSize(db, fields));
    },
    async updateLabelSize(request) {
      const id = pathId(request);
      if (!(await findSize(db, id))) throw notFound(MESSAGES.labelSizeNotFound);
      const fields = sizeFields(request.body as SizeBody);
      if (await sizeIdTaken(db, fields.size_id, id)) throw conflict(MESSAGES.duplicateSizeId);
      return saveSize(db, fields, id);
    },
    async deleteLabelSize(request, reply) {
      if (!(await deleteSize(db, pathId(request)))) throw notFound(MESSAGES.labelSizeNotFound);
      return reply.code(204).send();
    },
  };
}
