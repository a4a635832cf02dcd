import { describe, expect, it } from "vitest";
import {
  EMPTY_SIZE_FORM,
  EMPTY_TEMPLATE_FORM,
  LABEL_FORM_MESSAGES as M,
  boundedInteger,
  sizeInput,
  templateInput,
  validateSizeForm,
  validateTemplateForm,
} from "./label-forms";

describe("template form", () => {
  it("starts with 2 columns, 300 x 150 px and active", () => {
    expect(EMPTY_TEMPLATE_FORM).toMatchObject({ columns: "2", width: "300", height: "150", is_active: true });
  });

  it("requires id and name and bounds columns, width and height", () => {
    expect(
      validateTemplateForm({
        ...EMPTY_TEMPLATE_FORM,
        template_id: " ",
        columns: "11",
        width: "49",
        height: "1001",
      }),
    ).toEqual({
      template_id: M.templateIdRequired,
      name: M.nameRequired,
      columns: M.columns,
      width: M.width,
      height: M.height,
    });
    expect(
      validateTemplateForm({ ...EMPTY_TEMPLATE_FORM, template_id: "a", name: "A", columns: "0" }),
    ).toEqual({
      columns: M.columns,
    });
    expect(
      validateTemplateForm({
        ...EMPTY_TEMPLATE_FORM,
        template_id: "a",
        name: "A",
        columns: "10",
        width: "50",
        height: "1000",
      }),
    ).toEqual({});
  });

  it("sends trimmed text, numbers and a null empty description", () => {
    expect(
      templateInput({ ...EMPTY_TEMPLATE_FORM, template_id: " shelf ", name: " Estante ", columns: "3" }),
    ).toEqual({
      template_id: "shelf",
      name: "Estante",
      columns: 3,
      width: 300,
      height: 150,
      description: null,
      is_active: true,
    });
  });
});

describe("size form", () => {
  it("requires id and name with the same bounds", () => {
    expect(validateSizeForm({ ...EMPTY_SIZE_FORM, width: "abc" })).toEqual({
      size_id: M.sizeIdRequired,
      name: M.nameRequired,
      width: M.width,
    });
    expect(sizeInput({ ...EMPTY_SIZE_FORM, size_id: "s", name: "S", description: " x " })).toMatchObject({
      width: 300,
      height: 150,
      description: "x",
      is_predefined: false,
    });
  });

  it("reads only whole numbers", () => {
    expect(boundedInteger("2.5", 1, 10)).toBeNull();
    expect(boundedInteger("1e1", 1, 10)).toBeNull();
    expect(boundedInteger("", 1, 10)).toBeNull();
    expect(boundedInteger(" 7 ", 1, 10)).toBe(7);
    expect(boundedInteger(7, 1, 10)).toBe(7);
  });
});
