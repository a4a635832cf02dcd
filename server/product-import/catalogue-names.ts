// Categories, subcategories, brands and car models found by name (accents, case and spaces
// ignored). A name not found is either refused or, when the user allows it, created once on first
// use inside the import's transaction.
import { foldName } from "../../rules/fold-name";
import type { ImportCatalogue } from "../store/product-import-repository";

/** An existing row, or a name to create. */
export type NameRef = { id: number } | { newName: string };

export class CatalogueNames {
  private readonly categories = new Map<string, number>();
  private readonly subcategories = new Map<string, number>();
  private readonly brands = new Map<string, number>();
  private readonly vehicles = new Map<string, number>();

  constructor(catalogue: ImportCatalogue) {
    for (const c of catalogue.categories) this.categories.set(foldName(c.name), c.id);
    for (const s of catalogue.subcategories)
      this.subcategories.set(`${s.categoryId}|${foldName(s.name)}`, s.id);
    for (const b of catalogue.brands) this.brands.set(foldName(b.name), b.id);
    for (const v of catalogue.vehicles) this.vehicles.set(foldName(`${v.brandName} ${v.name}`), v.id);
  }

  category(name: string): NameRef {
    const id = this.categories.get(foldName(name));
    return id === undefined ? { newName: name.trim() } : { id };
  }

  subcategory(category: NameRef, name: string): NameRef {
    const id = "id" in category ? this.subcategories.get(`${category.id}|${foldName(name)}`) : undefined;
    return id === undefined ? { newName: name.trim() } : { id };
  }

  brand(name: string): NameRef {
    const id = this.brands.get(foldName(name));
    return id === undefined ? { newName: name.trim() } : { id };
  }

  vehicle(makeAndModel: string): number | null {
    return this.vehicles.get(foldName(makeAndModel)) ?? null;
  }

  /** Records a row created by the import, so later rows naming it find it. */
  remember(kind: "category" | "brand", name: string, id: number): void {
    (kind === "category" ? this.categories : this.brands).set(foldName(name), id);
  }

  rememberSubcategory(categoryId: number, name: string, id: number): void {
    this.subcategories.set(`${categoryId}|${foldName(name)}`, id);
  }
}
