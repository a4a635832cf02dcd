// What the counter journeys set up through the API before they drive the screens: 'Modo mostrador'
// switched on or off, and parts of their own in the seed's first product's category and brand.
import { expect, type Page } from "@playwright/test";

/** Switches 'Modo mostrador', with `changes` to the other shop settings (by default no open register needed). */
export async function setCounterMode(
  page: Page,
  on: boolean,
  changes: Record<string, unknown> = { requireOpenSession: false },
): Promise<void> {
  const current = await (await page.request.get("/api/shop-settings")).json();
  const res = await page.request.put("/api/shop-settings", {
    data: { ...current, counterMode: on, ...changes },
  });
  expect(res.status()).toBe(200);
}

export interface NewPart {
  id: number;
  name: string;
  sku: string;
  stock: number;
}

export async function postPart(
  page: Page,
  part: {
    name: string;
    sku: string;
    costPrice: number;
    sellingPrice: number;
    stock: number;
    stockThreshold: number;
  },
): Promise<NewPart> {
  const [ref] = (await (await page.request.get("/api/products?limit=1")).json()) as Array<{
    categoryId: number;
    brandId: number;
  }>;
  const res = await page.request.post("/api/products", {
    data: { ...part, categoryId: ref!.categoryId, brandId: ref!.brandId },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as NewPart;
}
