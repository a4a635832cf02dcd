import { describe, expect, it } from "vitest";
import { REFERENCE_MAKES } from "@/lib/catalogue/reference-makes";
import { resolveDeepLink } from "./deep-link";
import { mergeVehicles } from "@/lib/catalogue/merge-vehicles";

const makes = mergeVehicles(
  REFERENCE_MAKES,
  [
    {
      id: 15,
      name: "Toyota",
      description: null,
      logoUrl: null,
      country: null,
      website: null,
      categoryIds: [],
    },
  ],
  [
    {
      id: 12,
      brandId: 15,
      name: "Yaris",
      model: "Yaris",
      brand: { id: 15, name: "Toyota" },
      yearFrom: 2006,
      yearTo: 2013,
      engine: null,
    },
  ],
);

describe("resolveDeepLink", () => {
  it("opens the brands tab on a make", () => {
    expect(resolveDeepLink(new URLSearchParams("brand=15"), makes, 20)).toEqual({
      tab: "brands",
      highlightKey: "brand-15",
    });
  });
  it("opens the models tab on the page holding the model", () => {
    const target = resolveDeepLink(new URLSearchParams("vehicle=12"), makes, 20);
    expect(target).toMatchObject({ tab: "models", highlightKey: "vehicle-12" });
    // Yaris sorts near the end of ~90 models by name.
    expect(target !== "missing" && target?.page).toBeGreaterThan(3);
    expect(resolveDeepLink(new URLSearchParams("vehicle=12"), makes, 100)).toMatchObject({ page: 1 });
  });
  it("tells a link to nothing apart from no link", () => {
    expect(resolveDeepLink(new URLSearchParams("vehicle=999"), makes, 20)).toBe("missing");
    expect(resolveDeepLink(new URLSearchParams("brand=999"), makes, 20)).toBe("missing");
    expect(resolveDeepLink(new URLSearchParams(""), makes, 20)).toBeNull();
  });
});
