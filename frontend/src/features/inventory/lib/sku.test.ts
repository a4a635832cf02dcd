import { describe, expect, it } from "vitest";
import { SKU_MESSAGES, buildSku, lettersUpper, skuForEditDialog, skuForNewProduct, skuNumber } from "./sku";

const categories = [
  { id: 3, name: "Suspensión" },
  { id: 2, name: "Frenos" },
];
const brands = [{ id: 7, name: "Bosch" }];
const subcategories = [{ id: 8, name: "Amortiguadores" }];

describe("SKU generation", () => {
  it("takes 3 category letters, 2 brand letters and a 4-digit number, accents dropped", () => {
    expect(buildSku("Suspensión", "Bosch", () => 0)).toBe("SUS-BO-1000");
    expect(buildSku("Eléctrico", "Ñandú Parts", () => 0.5)).toBe("ELE-NA-5500");
  });

  it("keeps the number within 1000-9999 whatever the random source gives", () => {
    expect(skuNumber(() => 0)).toBe(1000);
    expect(skuNumber(() => 0.99999999)).toBe(9999);
    expect(skuNumber(() => 1)).toBe(9999);
    for (let i = 0; i < 200; i++) {
      const n = skuNumber();
      expect(n).toBeGreaterThanOrEqual(1000);
      expect(n).toBeLessThanOrEqual(9999);
    }
  });

  it("drops spaces, digits and symbols before taking letters", () => {
    expect(lettersUpper("4x4 Off-road")).toBe("XOFFROAD");
  });

  it("edit dialog needs category and brand", () => {
    expect(skuForEditDialog(null, 7, categories, brands)).toEqual({
      ok: false,
      message: SKU_MESSAGES.needCategoryAndBrand,
    });
    expect(skuForEditDialog(3, null, categories, brands)).toEqual({
      ok: false,
      message: SKU_MESSAGES.needCategoryAndBrand,
    });
    expect(skuForEditDialog(99, 7, categories, brands)).toEqual({
      ok: false,
      message: SKU_MESSAGES.categoryOrBrandMissing,
    });
    expect(skuForEditDialog(3, 7, categories, brands, () => 0.1234)).toEqual({
      ok: true,
      value: "SUS-BO-2110",
    });
  });

  it("new-product form uses the subcategory instead of the brand", () => {
    expect(skuForNewProduct(3, null, categories, subcategories)).toEqual({
      ok: false,
      message: SKU_MESSAGES.needCategoryAndSubcategory,
    });
    expect(skuForNewProduct(3, 99, categories, subcategories)).toEqual({
      ok: false,
      message: SKU_MESSAGES.categoryOrSubcategoryMissing,
    });
    const result = skuForNewProduct(2, 8, categories, subcategories, () => 0);
    expect(result).toEqual({ ok: true, value: "FRE-AM-1000" });
  });
});
