import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { MockClient, message, type ApiAnswer } from "./cookie-client";
import { useMockServer } from "./setup-server";

useMockServer();

async function admin(): Promise<MockClient> {
  const client = new MockClient();
  await client.login("admin", "admin123");
  return client;
}

const ids = (answer: ApiAnswer) => (answer.body as Array<{ id: number }>).map((row) => row.id);

describe("categories and brands", () => {
  it("refuses to delete a category with subcategories and keeps it (409)", async () => {
    const client = await admin();
    const subcategories = (await client.call("GET", "/api/subcategories")).body as Array<{
      parts_category_id: number;
    }>;
    const categoryId = subcategories[0]!.parts_category_id;
    const answer = await client.call("DELETE", `/api/categories/${categoryId}`);
    expect(answer.status).toBe(409);
    expect(message(answer)).toContain("No se puede eliminar la categoría");
    expect(ids(await client.call("GET", "/api/categories"))).toContain(categoryId);
  });

  it("refuses to delete a brand with vehicles (409)", async () => {
    const client = await admin();
    const vehicles = (await client.call("GET", "/api/vehicles")).body as Array<{ brandId: number }>;
    const answer = await client.call("DELETE", `/api/brands/${vehicles[0]!.brandId}`);
    expect(answer.status).toBe(409);
    expect(message(answer)).toContain("No se puede eliminar la marca");
  });

  it("answers a blank category name with the Spanish message (400)", async () => {
    const answer = await (await admin()).call("POST", "/api/categories", { name: "   " });
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe("El nombre de la categoría es obligatorio");
  });
});

describe("products", () => {
  it("pages the list and tells the total in X-Total-Count", async () => {
    const client = await admin();
    const all = await client.call("GET", "/api/products");
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBe((all.body as unknown[]).length);
    const page = await client.call("GET", "/api/products?limit=5&offset=5");
    expect(page.headers.get("x-total-count")).toBe(String(total));
    expect(ids(page)).toEqual(ids(all).slice(5, 10));
  });

  it("searches by a word prefix of the SKU or name, ignoring accents", async () => {
    const client = await admin();
    const first = (
      (await client.call("GET", "/api/products?limit=1")).body as Array<{ sku: string; id: number }>
    )[0]!;
    const prefix = first.sku.split("-")[0]!;
    expect(
      ids(await client.call("GET", `/api/products?search=${encodeURIComponent(prefix.toLowerCase())}`)),
    ).toContain(first.id);
  });

  it("answers a product with its category, subcategory and brand names", async () => {
    const client = await admin();
    const product = (
      (await client.call("GET", "/api/products?limit=1")).body as Array<Record<string, unknown>>
    )[0]!;
    expect(product.category).toMatchObject({ id: product.categoryId, name: expect.any(String) });
    expect(product.brand).toMatchObject({ id: product.brandId, name: expect.any(String) });
  });

  it("coerces and checks query parameters like the BFF (400 in Spanish)", async () => {
    const answer = await (await admin()).call("GET", "/api/products?limit=abc");
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe("El campo 'limit' debe ser de tipo número entero");
  });

  it("does not coerce JSON bodies: a number sent as text is refused, as the BFF refuses it", async () => {
    const answer = await (await admin()).call("POST", "/api/vehicles", { brandId: "1", name: "Hilux" });
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe("El campo 'Marca' debe ser de tipo número entero");
  });

  it("refuses a duplicate SKU (409) and lets only an admin delete", async () => {
    const client = await admin();
    const existing = (
      (await client.call("GET", "/api/products?limit=1")).body as Array<Record<string, unknown>>
    )[0]!;
    const copy = {
      name: "Copia",
      sku: String(existing.sku).toLowerCase(),
      brandId: existing.brandId,
      categoryId: existing.categoryId,
      costPrice: 1000,
      sellingPrice: 2000,
      stock: 3,
    };
    const duplicate = await client.call("POST", "/api/products", copy);
    expect(duplicate.status).toBe(409);
    expect(message(duplicate)).toBe(MESSAGES.duplicateSku);
    const seller = new MockClient();
    await seller.login("vendedor", "vendedor123");
    expect((await seller.call("DELETE", `/api/products/${String(existing.id)}`)).status).toBe(403);
    expect((await client.call("DELETE", `/api/products/${String(existing.id)}`)).status).toBe(204);
    expect((await client.call("GET", `/api/products/${String(existing.id)}`)).status).toBe(404);
  });
});

describe("uploads", () => {
  async function upload(client: MockClient, bytes: Uint8Array<ArrayBuffer>): Promise<Response> {
    const form = new FormData();
    form.append("image", new Blob([bytes]), "foto.png");
    const cookie = (await client.call("GET", "/api/user")).status === 200 ? client.cookieHeader() : "";
    return fetch("http://mocks.test/api/upload", { method: "POST", body: form, headers: { cookie } });
  }

  it("accepts a PNG and refuses a disguised text file (415) and a file over 5 MB (413)", async () => {
    const client = await admin();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const ok = await upload(client, png);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ imageUrl: expect.stringMatching(/^\/uploads\//) });
    const text = await upload(client, new TextEncoder().encode("<svg></svg>"));
    expect(text.status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect((await upload(client, big)).status).toBe(413);
  });
});
