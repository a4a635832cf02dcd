import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { MockClient, message } from "./cookie-client";
import { useMockServer } from "./setup-server";
import type { Customer as CustomerRow } from "@contract/types";

useMockServer();

async function signIn(username: string, password: string): Promise<{ client: MockClient; id: number }> {
  const client = new MockClient();
  const me = (await client.login(username, password)).body as { id: number };
  return { client, id: me.id };
}

describe("customer ownership", () => {
  it("shows a seller only their own customers and refuses anyone else's (403)", async () => {
    const admin = await signIn("admin", "admin123");
    const seller2 = await signIn("vendedor2", "vendedor123");
    const all = ((await admin.client.call("GET", "/api/customers")).body as { data: CustomerRow[] }).data;
    const mine = ((await seller2.client.call("GET", "/api/customers")).body as { data: CustomerRow[] }).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.created_by === seller2.id)).toBe(true);
    expect(all.length).toBeGreaterThan(mine.length);

    const someoneElses = all.find((c) => c.created_by !== seller2.id)!;
    const edit = await seller2.client.call("PUT", `/api/customers/${someoneElses.id}`, {
      customer_type: "natural",
      document_type: "cedula",
      document_number: "V-99999999",
      first_name: "Ana",
      last_name: "Ruiz",
    });
    expect(edit.status).toBe(403);
    expect(message(edit)).toBe(MESSAGES.forbiddenCustomer);
    expect((await seller2.client.call("DELETE", `/api/customers/${someoneElses.id}`)).status).toBe(403);
    expect((await admin.client.call("DELETE", `/api/customers/${someoneElses.id}`)).status).toBe(204);
  });

  it("sets created_by from the session, and refuses a body naming one", async () => {
    const seller2 = await signIn("vendedor2", "vendedor123");
    const body = {
      customer_type: "juridica",
      document_type: "rif",
      document_number: "J-40000001-2",
      business_name: "Transportes Ávila C.A.",
    };
    const forged = await seller2.client.call("POST", "/api/customers", { ...body, created_by: 1 });
    expect(forged.status).toBe(400);
    const created = await seller2.client.call("POST", "/api/customers", body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ created_by: seller2.id, created_by_name: "María González" });
  });

  it("asks a legal person for its business name (400) and refuses a repeated document (409)", async () => {
    const admin = await signIn("admin", "admin123");
    const noName = await admin.client.call("POST", "/api/customers", {
      customer_type: "juridica",
      document_type: "rif",
      document_number: "J-1",
    });
    expect(message(noName)).toBe("La razón social es obligatoria para una persona jurídica");
    const existing = (
      (await admin.client.call("GET", "/api/customers")).body as {
        data: Array<{ document_type: string; document_number: string }>;
      }
    ).data[0]!;
    const duplicate = await admin.client.call("POST", "/api/customers", {
      customer_type: "natural",
      document_type: existing.document_type,
      document_number: existing.document_number,
      first_name: "Otra",
      last_name: "Persona",
    });
    expect(duplicate.status).toBe(409);
    expect(message(duplicate)).toBe(MESSAGES.duplicateDocument);
  });
});

describe("promotion rules", () => {
  const valid = {
    name: "Semana del filtro",
    discountPercentage: 15,
    startDate: "2025-03-01",
    endDate: "2025-03-08",
  };

  it("applies the specification's rules in order, one message at a time", async () => {
    const { client } = await signIn("admin", "admin123");
    const post = (body: object) => client.call("POST", "/api/promotions", body);
    expect(message(await post({ ...valid, name: " ", discountPercentage: 0 }))).toBe(
      "Por favor ingresa un nombre para la promoción",
    );
    expect(message(await post({ ...valid, discountPercentage: 101, startDate: null }))).toBe(
      "El descuento debe estar entre 1% y 100%",
    );
    expect(message(await post({ ...valid, startDate: null, endDate: null }))).toBe(
      "Por favor selecciona una fecha de inicio",
    );
    expect(message(await post({ ...valid, endDate: "" }))).toBe(
      "Por favor selecciona una fecha de finalización",
    );
    expect(message(await post({ ...valid, startDate: "2025-03-09" }))).toBe(
      "La fecha de finalización debe ser posterior a la fecha de inicio",
    );
    const created = await post({ ...valid, productIds: [1, 2] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: valid.name,
      discount_percentage: 15,
      is_active: true,
      products_count: 2,
    });
  });

  it("toggles a promotion and lists its products", async () => {
    const { client } = await signIn("admin", "admin123");
    const created = (await client.call("POST", "/api/promotions", { ...valid, productIds: [1] })).body as {
      id: number;
    };
    const toggled = await client.call("PUT", `/api/promotions/${created.id}/toggle`);
    expect(toggled.body).toMatchObject({ id: created.id, is_active: false });
    const products = await client.call("GET", `/api/promotions/${created.id}/products`);
    expect(products.body).toEqual([expect.objectContaining({ id: 1, sku: expect.any(String) })]);
    expect((await client.call("GET", "/api/promotions/9999/products")).status).toBe(404);
  });
});
