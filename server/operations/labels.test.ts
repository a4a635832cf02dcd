// Label templates, sizes and their import: every refusal of server/operations/labels.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage } from "../../rules/text";
import { LABEL_IMPORT_MESSAGES } from "./labels";
import { call, expectRefusal, freshStore } from "./test-support/operation-harness";

beforeEach(freshStore);

const template = (template_id = "tpl-prueba", name = "Plantilla") => ({
  template_id,
  name,
  columns: 2,
  width: 50,
  height: 30,
});
const size = (size_id = "size-prueba", name = "Tamaño") => ({ size_id, name, width: 50, height: 30 });

describe("label templates", () => {
  it("creates, updates and deletes a template", async () => {
    const made = await call("createLabelTemplate", "admin", { body: template() });
    expect(made.status).toBe(201);
    const id = made.body.id;
    expect(
      (await call("updateLabelTemplate", "admin", { params: { id }, body: template("tpl-prueba", "Otra") }))
        .body.name,
    ).toBe("Otra");
    expect((await call("deleteLabelTemplate", "admin", { params: { id } })).status).toBe(204);
  });

  it("refuses a blank template_id or name", async () => {
    await expectRefusal(
      call("createLabelTemplate", "admin", { body: template(" ") }),
      400,
      blankFieldMessage("template_id"),
    );
    await expectRefusal(
      call("createLabelTemplate", "admin", { body: template("x", "") }),
      400,
      blankFieldMessage("name"),
    );
  });

  it("refuses a template_id another template has (create and update)", async () => {
    const { id } = (await call("createLabelTemplate", "admin", { body: template("uno") })).body;
    await call("createLabelTemplate", "admin", { body: template("dos") });
    await expectRefusal(
      call("createLabelTemplate", "admin", { body: template("uno") }),
      409,
      MESSAGES.duplicateTemplateId,
    );
    await expectRefusal(
      call("updateLabelTemplate", "admin", { params: { id }, body: template("dos") }),
      409,
      MESSAGES.duplicateTemplateId,
    );
  });

  it("answers 404 for a template that does not exist (update and delete)", async () => {
    await expectRefusal(
      call("updateLabelTemplate", "admin", { params: { id: 999_999 }, body: template() }),
      404,
      MESSAGES.labelTemplateNotFound,
    );
    await expectRefusal(
      call("deleteLabelTemplate", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.labelTemplateNotFound,
    );
  });
});

describe("label sizes", () => {
  it("creates, updates and deletes a size", async () => {
    const { id } = (await call("createLabelSize", "admin", { body: size() })).body;
    expect(
      (await call("updateLabelSize", "admin", { params: { id }, body: size("size-prueba", "Otro") })).body
        .name,
    ).toBe("Otro");
    expect((await call("deleteLabelSize", "admin", { params: { id } })).status).toBe(204);
  });

  it("refuses a blank size_id or name", async () => {
    await expectRefusal(
      call("createLabelSize", "admin", { body: size("") }),
      400,
      blankFieldMessage("size_id"),
    );
    await expectRefusal(
      call("createLabelSize", "admin", { body: size("x", " ") }),
      400,
      blankFieldMessage("name"),
    );
  });

  it("refuses a size_id another size has (create and update)", async () => {
    const { id } = (await call("createLabelSize", "admin", { body: size("uno") })).body;
    await call("createLabelSize", "admin", { body: size("dos") });
    await expectRefusal(
      call("createLabelSize", "admin", { body: size("uno") }),
      409,
      MESSAGES.duplicateSizeId,
    );
    await expectRefusal(
      call("updateLabelSize", "admin", { params: { id }, body: size("dos") }),
      409,
      MESSAGES.duplicateSizeId,
    );
  });

  it("answers 404 for a size that does not exist (update and delete)", async () => {
    await expectRefusal(
      call("updateLabelSize", "admin", { params: { id: 999_999 }, body: size() }),
      404,
      MESSAGES.labelSizeNotFound,
    );
    await expectRefusal(
      call("deleteLabelSize", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.labelSizeNotFound,
    );
  });
});

describe("label import", () => {
  it("imports templates and sizes", async () => {
    const imported = await call("importLabels", "admin", {
      body: { templates: [template()], sizes: [size()] },
    });
    expect(imported.body.created).toBe(2);
  });

  it("refuses an empty import", async () => {
    await expectRefusal(
      call("importLabels", "admin", { body: { templates: [], sizes: [] } }),
      400,
      LABEL_IMPORT_MESSAGES.empty,
    );
  });

  it("names the entry whose field is blank", async () => {
    await expectRefusal(
      call("importLabels", "admin", { body: { templates: [template(), template("b", " ")], sizes: [] } }),
      400,
      blankFieldMessage("templates.1.name"),
    );
  });

  it("refuses a template or a size twice", async () => {
    await expectRefusal(
      call("importLabels", "admin", { body: { templates: [template("a"), template("a")], sizes: [] } }),
      400,
      LABEL_IMPORT_MESSAGES.duplicateTemplate("a"),
    );
    await expectRefusal(
      call("importLabels", "admin", { body: { templates: [], sizes: [size("s"), size("s")] } }),
      400,
      LABEL_IMPORT_MESSAGES.duplicateSize("s"),
    );
  });
});
