// Weak passwords, a subcategory still in use, malformed multipart and URLs, Cache-Control on API
// answers.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { productBody, userBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

export const weakPasswordScenarios: Scenario[] = [
  {
    title: "passwords: blank, one character repeated or one of the most common are refused in Spanish",
    covers: [
      ["createUser", "validation"],
      ["changeUserPassword", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      for (const [password, message] of [
        ["        ", MESSAGES.passwordBlank],
        ["aaaaaaaa", MESSAGES.passwordOneCharacter],
        ["password", MESSAGES.passwordCommon],
        ["Password1", MESSAGES.passwordCommon],
        ["12345678", MESSAGES.passwordCommon],
      ] as const) {
        expectError(await admin.call("createUser", { body: { ...userBody(), password } }), 400, message);
      }
      const account = await admin.call("createUser", { body: userBody() });
      expectStatus(account, 201);
      expectError(
        await admin.call("changeUserPassword", {
          path: { userId: account.body.id },
          body: { newPassword: "qwertyuiop" },
        }),
        400,
        MESSAGES.passwordCommon,
      );
    },
  },
];

export const cacheControlScenario: Scenario = {
  title: "API answers carry Cache-Control: no-store, errors included",
  covers: [["getCurrentUser", "success"]],
  async run(ctx) {
    const admin = await ctx.admin();
    for (const res of [
      await admin.call("getCurrentUser"),
      await admin.call("listCustomers"),
      await ctx.anon().call("getCurrentUser"),
      await admin.call("getProduct", { path: { id: 999_999 } }),
    ]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  },
};

export const malformedInputScenario: Scenario = {
  title: "a malformed upload or URL answers a Spanish 400 in the one error shape",
  covers: [["uploadImage", "validation"]],
  async run(ctx) {
    const admin = await ctx.admin();
    for (const [type, body] of [
      ["multipart/form-data", "basura"],
      [
        "multipart/form-data; boundary=XX",
        '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
      ],
    ] as const) {
      const res = await admin.call("uploadImage", { rawBody: body, headers: { "content-type": type } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.stringMatching(/[a-záéíóúñ]/) });
    }
    if (ctx.target.name !== "bff") return;
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const path of ["/api/products/%E0%A4%A", "/api/%"]) {
      const res = await fetch(ctx.target.baseUrl + path, { headers: { cookie } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.invalidRequest });
    }
  },
};

export const subcategoryInUseScenario: Scenario = {
  title: "a subcategory products use is refused like a category (409, Spanish) and the products keep it",
  covers: [
    ["deleteSubcategory", "conflict"],
    ["deleteSubcategory", "success"],
  ],
  async run(ctx) {
    const seller = await ctx.vendedor();
    const admin = await ctx.admin();
    const categoryId = (await admin.call("listCategories")).body[0].id;
    const brandId = (await admin.call("listBrands")).body[0].id;
    const sub = await admin.call("createSubcategory", { body: { name: `Usada ${Date.now()}`, categoryId } });
    expectStatus(sub, 201);
    const product = await admin.call("createProduct", {
      body: { ...productBody({ categoryId, brandId }), subcategoryId: sub.body.id },
    });
    expectStatus(product, 201);
    for (const client of [seller, admin]) {
      expectError(
        await client.call("deleteSubcategory", { path: { id: sub.body.id } }),
        409,
        MESSAGES.subcategoryHasProducts,
      );
    }
    const after = await admin.call("getProduct", { path: { id: product.body.id } });
    expect(after.body.subcategoryId).toBe(sub.body.id);
    const unused = await admin.call("createSubcategory", {
      body: { name: `Libre ${Date.now()}`, categoryId },
    });
    expectStatus(await seller.call("deleteSubcategory", { path: { id: unused.body.id } }), 204);
  },
};
