import { describe, expect, it } from "vitest";
import type { Subcategory, Vehicle } from "@/lib/api/types";
import {
  groupSubcategoriesByCategory,
  logoSrc,
  refusalDescription,
  vehiclesOfBrand,
  websiteHref,
  websiteLabel,
} from "./catalogue-display";

describe("website", () => {
  it("adds https:// only when the scheme is missing", () => {
    expect(websiteHref("www.bosch.com")).toBe("https://www.bosch.com");
    expect(websiteHref("http://ngk.com")).toBe("http://ngk.com");
  });

  it("shows a short label", () => {
    expect(websiteLabel("https://www.mann-filter.com/")).toBe("mann-filter.com");
  });
});

describe("groupSubcategoriesByCategory", () => {
  it("groups by category and sorts by name", () => {
    const subs: Subcategory[] = [
      { id: 1, name: "Pistones", description: null, parts_category_id: 1 },
      { id: 2, name: "Discos", description: null, parts_category_id: 2 },
      { id: 3, name: "Correas", description: null, parts_category_id: 1 },
    ];
    const groups = groupSubcategoriesByCategory(subs);
    expect(groups.get(1)?.map((s) => s.name)).toEqual(["Correas", "Pistones"]);
    expect(groups.get(2)?.map((s) => s.id)).toEqual([2]);
    expect(groups.get(3)).toBeUndefined();
  });
});

describe("vehiclesOfBrand", () => {
  const vehicle = (id: number, brandId: number, name: string): Vehicle => ({
    id,
    brandId,
    name,
    model: name,
    brand: { id: brandId, name: "x" },
    yearFrom: null,
    yearTo: null,
    engine: null,
  });

  it("keeps only the brand's vehicles, by name", () => {
    const list = [vehicle(1, 14, "Spark"), vehicle(2, 15, "Hilux"), vehicle(3, 14, "Aveo")];
    expect(vehiclesOfBrand(list, 14).map((v) => v.name)).toEqual(["Aveo", "Spark"]);
    expect(vehiclesOfBrand(list, 13)).toEqual([]);
  });
});

describe("refusalDescription", () => {
  const title = "No se puede eliminar la categoría";

  it("drops the title the server repeats", () => {
    expect(
      refusalDescription(
        "No se puede eliminar la categoría: Primero debes eliminar todas las subcategorías asociadas",
        title,
      ),
    ).toBe("Primero debes eliminar todas las subcategorías asociadas");
    expect(refusalDescription("No se puede eliminar la categoría: tiene productos asociados", title)).toBe(
      "Tiene productos asociados",
    );
  });

  it("keeps any other message whole", () => {
    expect(refusalDescription("Categoría no encontrada", title)).toBe("Categoría no encontrada");
  });
});

describe("logoSrc", () => {
  it("keeps absolute URLs and paths of this host", () => {
    expect(logoSrc("https://cdn.example.com/bosch.png")).toBe("https://cdn.example.com/bosch.png");
    expect(logoSrc("/uploads/abc.png")).toBe("/uploads/abc.png");
    expect(logoSrc("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });

  it("puts a bare file name under /uploads/", () => {
    expect(logoSrc("abc.webp")).toBe("/uploads/abc.webp");
    expect(logoSrc("uploads/abc.webp")).toBe("/uploads/abc.webp");
  });

  it("answers null for no logo", () => {
    expect(logoSrc(null)).toBeNull();
    expect(logoSrc("  ")).toBeNull();
  });
});
