// Label templates and label sizes.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { LABEL_IMPORT_MESSAGES } from "../../../server/operations/labels";
import { authScenarios } from "../support/auth-scenarios";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

const templateBody = () => ({
  template_id: unique("tpl").replace(" ", "-"),
  name: "Plantilla",
  columns: 3,
  width: 300,
  height: 150,
  description: null,
  is_active: true,
});
const sizeBody = () => ({
  size_id: unique("size").replace(" ", "-"),
  name: "Tamaño",
  width: 200,
  height: 100,
  description: null,
  is_predefined: false,
});

interface Kind {
  list: string;
  create: string;
  update: string;
  remove: string;
  key: "template_id" | "size_id";
  body: () => Record<string, unknown>;
  duplicate: string;
  notFound: string;
}

const KINDS: Kind[] = [
  {
    list: "listLabelTemplates",
    create: "createLabelTemplate",
    update: "updateLabelTemplate",
    remove: "deleteLabelTemplate",
    key: "template_id",
    body: templateBody,
    duplicate: MESSAGES.duplicateTemplateId,
    notFound: MESSAGES.labelTemplateNotFound,
  },
  {
    list: "listLabelSizes",
    create: "createLabelSize",
    update: "updateLabelSize",
    remove: "deleteLabelSize",
    key: "size_id",
    body: sizeBody,
    duplicate: MESSAGES.duplicateSizeId,
    notFound: MESSAGES.labelSizeNotFound,
  },
];

async function create(client: ApiClient, kind: Kind): Promise<Record<string, Json>> {
  const res = await client.call(kind.create, { body: kind.body() });
  expectStatus(res, 201);
  return res.body;
}

type Row = Record<string, Json>;

/** The templates and sizes a client lists now, by identifier. */
async function snapshot(
  client: ApiClient,
): Promise<{ templates: Map<string, Row>; sizes: Map<string, Row> }> {
  const templates = (await client.call("listLabelTemplates")).body as Row[];
  const sizes = (await client.call("listLabelSizes")).body as Row[];
  return {
    templates: new Map(templates.map((t) => [String(t.template_id), t])),
    sizes: new Map(sizes.map((s) => [String(s.size_id), s])),
  };
}

const withoutId = ({ id: _id, ...rest }: Row) => rest;

const importScenarios: Scenario[] = [
  {
    title: "importLabels: new entries created, known identifiers replaced, one answer with both counts",
    covers: [["importLabels", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const existing = await create(client, KINDS[0]!);
      const newTemplate = templateBody();
      const newSize = sizeBody();
      const res = await client.call("importLabels", {
        body: {
          templates: [{ ...withoutId(existing), name: "Reemplazada", columns: 4 }, newTemplate],
          sizes: [newSize],
        },
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ created: 2, updated: 1 });
      expect(res.body.templates).toMatchObject([
        { id: existing.id, name: "Reemplazada", columns: 4 },
        newTemplate,
      ]);
      expect(res.body.sizes).toMatchObject([newSize]);
      const after = await snapshot(client);
      expect(after.templates.get(String(existing.template_id))).toMatchObject({
        id: existing.id,
        columns: 4,
      });
      expect(after.templates.get(newTemplate.template_id)).toMatchObject(newTemplate);
      expect(after.sizes.get(newSize.size_id)).toMatchObject(newSize);
    },
  },
  {
    title: "importLabels: one invalid entry → 400 in Spanish and nothing written (new or replaced)",
    covers: [["importLabels", "validation"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const existing = await create(client, KINDS[0]!);
      const replaced = { ...withoutId(existing), name: "No debe cambiar" };
      const attempts: { body: Record<string, unknown>; message?: string }[] = [
        // A field rule of the operation (trimmed name), on the last entry.
        {
          body: {
            templates: [replaced, templateBody()],
            sizes: [sizeBody(), { ...sizeBody(), name: "   " }],
          },
          message: "El campo 'sizes.1.name' no puede estar vacío",
        },
        // A schema rule (width 50-1000).
        { body: { templates: [replaced, templateBody()], sizes: [{ ...sizeBody(), width: 10 }] } },
        // The same identifier twice in one file.
        {
          body: { templates: [replaced, replaced], sizes: [sizeBody()] },
          message: LABEL_IMPORT_MESSAGES.duplicateTemplate(String(existing.template_id)),
        },
        {
          body: {
            templates: [templateBody()],
            sizes: [
              { ...sizeBody(), size_id: "dup" },
              { ...sizeBody(), size_id: "dup" },
            ],
          },
          message: LABEL_IMPORT_MESSAGES.duplicateSize("dup"),
        },
        { body: { templates: [], sizes: [] }, message: LABEL_IMPORT_MESSAGES.empty },
        { body: { templates: [templateBody()] } },
      ];
      for (const attempt of attempts) {
        const before = await snapshot(client);
        expectError(await client.call("importLabels", { body: attempt.body }), 400, attempt.message);
        const after = await snapshot(client);
        expect([...after.templates.keys()]).toEqual([...before.templates.keys()]);
        expect([...after.sizes.keys()]).toEqual([...before.sizes.keys()]);
        expect(after.templates.get(String(existing.template_id))).toEqual(existing);
      }
    },
  },
];

export const labelsScenarioList: Scenario[] = KINDS.flatMap((kind): Scenario[] => [
  {
    title: `${kind.list}: seeded rows`,
    covers: [[kind.list, "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call(kind.list);
      expectStatus(res, 200);
      expect(res.body.length).toBeGreaterThan(0);
    },
  },
  {
    title: `${kind.create}: 201; invalid → 400; duplicate ${kind.key} → 409`,
    covers: [
      [kind.create, "success"],
      [kind.create, "validation"],
      [kind.create, "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const body = kind.body();
      const res = await client.call(kind.create, { body });
      expectStatus(res, 201);
      expect(res.body).toMatchObject(body);
      expectError(await client.call(kind.create, { body: { ...kind.body(), width: 10 } }), 400);
      expectError(await client.call(kind.create, { body: { name: "sin id" } }), 400);
      expectError(
        await client.call(kind.create, { body: { ...kind.body(), [kind.key]: body[kind.key] } }),
        409,
        kind.duplicate,
      );
    },
  },
  {
    title: `${kind.update}: 200; invalid → 400; unknown → 404; another's ${kind.key} → 409`,
    covers: [
      [kind.update, "success"],
      [kind.update, "validation"],
      [kind.update, "notFound"],
      [kind.update, "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const a = await create(client, kind);
      const b = await create(client, kind);
      const { id: _id, ...rest } = a;
      const res = await client.call(kind.update, {
        path: { id: a.id },
        body: { ...rest, name: "Renombrada", width: 400 },
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: a.id, name: "Renombrada", width: 400 });
      const listed = (await client.call(kind.list)).body.find((r: { id: number }) => r.id === a.id);
      expect(listed).toMatchObject({ name: "Renombrada", width: 400 });
      expectError(
        await client.call(kind.update, { path: { id: a.id }, body: { ...rest, height: 5000 } }),
        400,
      );
      expectError(
        await client.call(kind.update, { path: { id: 999999 }, body: kind.body() }),
        404,
        kind.notFound,
      );
      expectError(
        await client.call(kind.update, { path: { id: a.id }, body: { ...rest, [kind.key]: b[kind.key] } }),
        409,
        kind.duplicate,
      );
    },
  },
  {
    title: `${kind.remove}: 204 and gone; unknown → 404; bad id → 400`,
    covers: [
      [kind.remove, "success"],
      [kind.remove, "notFound"],
      [kind.remove, "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const row = await create(client, kind);
      expectStatus(await client.call(kind.remove, { path: { id: row.id } }), 204);
      expect((await client.call(kind.list)).body.map((r: { id: number }) => r.id)).not.toContain(row.id);
      expectError(await client.call(kind.remove, { path: { id: row.id } }), 404);
      expectError(await client.call(kind.remove, { path: { id: "abc" } }), 400);
    },
  },
])
  .concat(importScenarios)
  .concat(authScenarios("labels"));

export function defineLabelsSuite(target: Target): void {
  runScenarios(target, "labels", labelsScenarioList);
}
