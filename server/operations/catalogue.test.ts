// Categories and subcategories: every refusal of server/operations/catalogue.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { NAME_REQUIRED } from "../../rules/catalogue-messages";
import { MESSAGES } from "../../rules/messages";
import {
  call,
  contextOf,
  expectRefusal,
  freshStore,
  newProduct,
  store,
  storeWith,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const emptyCategory = async (name = "Vacía") =>
  (await store.categories.create({ name, description: null })).id;

async function categoryWithSubcategories(): Promise<number> {
  for (const category of await store.categories.list())
    if ((await store.subcategories.countOf(category.id)) > 0) return category.id;
  throw new Error("the seed has no category with subcategories");
}

describe("categories", () => {
  it("creates, renames and deletes an empty category", async () => {
    const made = await call("createCategory", "admin", { body: { name: "  Filtros de cabina " } });
    expect(made).toMatchObject({ status: 201, body: { name: "Filtros de cabina" } });
    const renamed = await call("updateCategory", "admin", {
      params: { id: made.body.id },
      body: { name: "Cabina" },
    });
    expect(renamed.body.name).toBe("Cabina");
    expect((await call("deleteCategory", "admin", { params: { id: made.body.id } })).status).toBe(204);
  });

  it("refuses a blank name (create and update)", async () => {
    await expectRefusal(
      call("createCategory", "admin", { body: { name: "   " } }),
      400,
      NAME_REQUIRED.category,
    );
    const id = await emptyCategory();
    await expectRefusal(
      call("updateCategory", "admin", { params: { id }, body: { name: "" } }),
      400,
      NAME_REQUIRED.category,
    );
  });

  it("refuses a name another category has, in any case (create and update)", async () => {
    const [first, second] = await store.categories.list();
    await expectRefusal(
      call("createCategory", "admin", { body: { name: first!.name.toUpperCase() } }),
      409,
      MESSAGES.duplicateCategory,
    );
    await expectRefusal(
      call("updateCategory", "admin", { params: { id: second!.id }, body: { name: first!.name } }),
      409,
      MESSAGES.duplicateCategory,
    );
  });

  it("answers 404 for a category that does not exist (update and delete)", async () => {
    await expectRefusal(
      call("updateCategory", "admin", { params: { id: 999_999 }, body: {} }),
      404,
      MESSAGES.categoryNotFound,
    );
    await expectRefusal(
      call("deleteCategory", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.categoryNotFound,
    );
  });

  it("never deletes a category that has subcategories", async () => {
    await expectRefusal(
      call("deleteCategory", "admin", { params: { id: await categoryWithSubcategories() } }),
      409,
      MESSAGES.categoryHasSubcategories,
    );
  });

  it("never deletes a category that has products", async () => {
    const id = await emptyCategory();
    await newProduct({ categoryId: id });
    await expectRefusal(
      call("deleteCategory", "admin", { params: { id } }),
      409,
      MESSAGES.categoryHasProducts,
    );
  });
});

describe("subcategories", () => {
  it("creates and deletes a subcategory", async () => {
    const categoryId = await emptyCategory();
    const made = await call("createSubcategory", "admin", { body: { name: " Pastillas ", categoryId } });
    expect(made).toMatchObject({ status: 201, body: { name: "Pastillas" } });
    expect((await call("deleteSubcategory", "admin", { params: { id: made.body.id } })).status).toBe(204);
  });

  it("refuses a blank name", async () => {
    const categoryId = await emptyCategory();
    await expectRefusal(
      call("createSubcategory", "admin", { body: { name: " ", categoryId } }),
      400,
      NAME_REQUIRED.subcategory,
    );
  });

  it("answers 404 for a category that does not exist", async () => {
    await expectRefusal(
      call("createSubcategory", "admin", { body: { name: "Nueva", categoryId: 999_999 } }),
      404,
      MESSAGES.categoryNotFound,
    );
  });

  it("refuses a name the category already has", async () => {
    const categoryId = await emptyCategory();
    await call("createSubcategory", "admin", { body: { name: "Discos", categoryId } });
    await expectRefusal(
      call("createSubcategory", "admin", { body: { name: "discos", categoryId } }),
      409,
      MESSAGES.duplicateSubcategory,
    );
  });

  it("answers 404 when deleting one that does not exist, or that went meanwhile", async () => {
    await expectRefusal(
      call("deleteSubcategory", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.subcategoryNotFound,
    );
    const categoryId = await emptyCategory();
    const { body } = await call("createSubcategory", "admin", { body: { name: "Discos", categoryId } });
    const gone = storeWith("subcategories", { delete: async () => false });
    await expectRefusal(
      call("deleteSubcategory", await contextOf("admin", { store: gone }), { params: { id: body.id } }),
      404,
      MESSAGES.subcategoryNotFound,
    );
  });

  it("never deletes a subcategory that has products", async () => {
    const categoryId = await emptyCategory();
    const { body } = await call("createSubcategory", "admin", { body: { name: "Discos", categoryId } });
    await newProduct({ categoryId, subcategoryId: body.id });
    await expectRefusal(
      call("deleteSubcategory", "admin", { params: { id: body.id } }),
      409,
      MESSAGES.subcategoryHasProducts,
    );
  });
});
