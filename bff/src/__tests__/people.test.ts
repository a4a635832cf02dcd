import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { ADMIN, SELLER, SELLER2, as, appSignedInAs, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
let seller = "";
let seller2 = "";
beforeAll(async () => {
  [t, admin, seller, seller2] = await appSignedInAs(ADMIN, SELLER, SELLER2);
});
afterAll(() => t.close());

const customer = (documentNumber: string) => ({
  customer_type: "natural",
  document_type: "cedula",
  document_number: documentNumber,
  first_name: "Ana",
  last_name: "Rojas",
  state: "Zulia",
});

describe("customers", () => {
  it("sets the owner from the session, and only the owner or an admin may change it", async () => {
    const created = await t.app.inject(
      as(seller, { method: "POST", url: "/api/customers", payload: customer("V-100") }),
    );
    expect(created.statusCode).toBe(201);
    const me = (await t.app.inject(as(seller, { method: "GET", url: "/api/user" }))).json();
    expect(created.json()).toMatchObject({ created_by: me.id, created_by_name: me.name });
    const id = created.json().id;

    const otherList = (await t.app.inject(as(seller2, { method: "GET", url: "/api/customers" }))).json().data;
    expect(otherList.map((c: { id: number }) => c.id)).not.toContain(id);
    const otherPut = await t.app.inject(
      as(seller2, { method: "PUT", url: `/api/customers/${id}`, payload: customer("V-100") }),
    );
    expect(otherPut.statusCode).toBe(403);
    expect(otherPut.json()).toEqual({ message: MESSAGES.forbiddenCustomer });
    const otherDelete = await t.app.inject(as(seller2, { method: "DELETE", url: `/api/customers/${id}` }));
    expect(otherDelete.statusCode).toBe(403);

    const adminList = (await t.app.inject(as(admin, { method: "GET", url: "/api/customers" }))).json().data;
    expect(adminList.map((c: { id: number }) => c.id)).toContain(id);
  });

  it("answers 409 for a document number already used with the same type", async () => {
    await t.app.inject(as(seller, { method: "POST", url: "/api/customers", payload: customer("V-200") }));
    const again = await t.app.inject(
      as(seller2, { method: "POST", url: "/api/customers", payload: customer("V-200") }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.duplicateDocument });
    const otherType = await t.app.inject(
      as(seller2, {
        method: "POST",
        url: "/api/customers",
        payload: { ...customer("V-200"), document_type: "passport" },
      }),
    );
    expect(otherType.statusCode).toBe(201);
  });

  it("requires a business name for a legal person", async () => {
    const response = await t.app.inject(
      as(seller, {
        method: "POST",
        url: "/api/customers",
        payload: { ...customer("J-1"), customer_type: "juridica" },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "La razón social es obligatoria para una persona jurídica" });
  });
});

describe("users", () => {
  it("keeps the user list to admins and never returns passwords", async () => {
    expect((await t.app.inject(as(seller, { method: "GET", url: "/api/users" }))).statusCode).toBe(403);
    const list = await t.app.inject(as(admin, { method: "GET", url: "/api/users" }));
    expect(list.body).not.toMatch(/password|scrypt/);
  });

  it("refuses usernames and emails that differ only in letter case", async () => {
    const body = {
      name: "Otro",
      username: "VENDEDOR",
      email: "x@y.co",
      password: "clave-segura-1",
      role: "sales",
    };
    const response = await t.app.inject(as(admin, { method: "POST", url: "/api/users", payload: body }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.duplicateUsername });
  });

  it("does not let the admin block themself", async () => {
    const me = (await t.app.inject(as(admin, { method: "GET", url: "/api/user" }))).json();
    const response = await t.app.inject(
      as(admin, { method: "PATCH", url: `/api/users/${me.id}/toggle-active` }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.cannotBlockSelf });
  });

  it("changes one's own password only with the current one; not someone else's", async () => {
    const me = (await t.app.inject(as(seller2, { method: "GET", url: "/api/user" }))).json();
    const wrong = await t.app.inject(
      as(seller2, {
        method: "PUT",
        url: `/api/users/${me.id}/password`,
        payload: { currentPassword: "nope", newPassword: "nueva-clave-1" },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MESSAGES.currentPasswordWrong });
    const other = await t.app.inject(
      as(seller2, { method: "PUT", url: "/api/users/1/password", payload: { newPassword: "nueva-clave-1" } }),
    );
    expect(other.statusCode).toBe(403);
  });
});

describe("promotions", () => {
  it("applies the specification's rules in order with their Spanish message", async () => {
    const noName = await t.app.inject(
      as(seller, { method: "POST", url: "/api/promotions", payload: { discountPercentage: 0 } }),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ message: "Por favor ingresa un nombre para la promoción" });
    const reversed = await t.app.inject(
      as(seller, {
        method: "POST",
        url: "/api/promotions",
        payload: {
          name: "Fin de mes",
          discountPercentage: 10,
          startDate: "2030-02-01",
          endDate: "2030-01-01",
        },
      }),
    );
    expect(reversed.json()).toEqual({
      message: "La fecha de finalización debe ser posterior a la fecha de inicio",
    });
  });

  it("creates, toggles and lists a promotion's products", async () => {
    const created = await t.app.inject(
      as(admin, {
        method: "POST",
        url: "/api/promotions",
        payload: {
          name: "Frenos seguros",
          discountPercentage: 15,
          startDate: "2030-01-01",
          endDate: "2030-02-01",
          productIds: [1, 2],
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ is_active: true, products_count: 2, discount_percentage: 15 });
    const toggled = await t.app.inject(
      as(admin, { method: "PUT", url: `/api/promotions/${created.json().id}/toggle` }),
    );
    expect(toggled.json().is_active).toBe(false);
    const products = await t.app.inject(
      as(seller, { method: "GET", url: `/api/promotions/${created.json().id}/products` }),
    );
    expect(
      products
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([1, 2]);
  });
});

describe("dashboard", () => {
  it("counts sales and lists low stock with the furthest below first", async () => {
    const stats = (await t.app.inject(as(seller, { method: "GET", url: "/api/dashboard/stats" }))).json();
    expect(stats.totalSales).toBeGreaterThan(0);
    const low = (
      await t.app.inject(as(seller, { method: "GET", url: "/api/products/low-stock?limit=20" }))
    ).json();
    const gaps = low.map(
      (p: { stockQuantity: number; stockThreshold: number }) => p.stockQuantity - p.stockThreshold,
    );
    expect(gaps.every((gap: number) => gap <= 0)).toBe(true);
    expect([...gaps].sort((a, b) => a - b)).toEqual(gaps);
    const recent = (await t.app.inject(as(seller, { method: "GET", url: "/api/sales/recent" }))).json();
    expect(recent).toHaveLength(5);
    const times = recent.map((s: { createdAt: string }) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
