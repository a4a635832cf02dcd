// Every mocked operation, in matching order: fixed paths such as /api/products/low-stock come
// before /api/products/{id}, which would otherwise swallow them. Last, any other /api path is a
// 404 { message }, as the BFF answers.
import { MESSAGES } from "../rules/messages";
import { authHandlers } from "./handlers/auth";
import { brandsHandlers } from "./handlers/brands";
import { categoriesHandlers } from "./handlers/categories";
import { customersHandlers } from "./handlers/customers";
import { dashboardHandlers } from "./handlers/dashboard";
import { labelsHandlers } from "./handlers/labels";
import { productsHandlers } from "./handlers/products";
import { promotionsHandlers } from "./handlers/promotions";
import { uploadsHandlers } from "./handlers/uploads";
import { usersHandlers } from "./handlers/users";
import { vehiclesHandlers } from "./handlers/vehicles";
import { isCrossOrigin } from "./support/guard";
import { errorResponse } from "./support/http";
import { http, isRealServerRequest } from "./support/route";
import { passthrough } from "msw";

const unknownApiPath = http.untyped.all("*/api/*", ({ request }) => {
  if (isRealServerRequest(request)) return passthrough();
  return isCrossOrigin(request)
    ? errorResponse(403, MESSAGES.forbiddenOrigin)
    : errorResponse(404, MESSAGES.notFound);
});

export const handlers = [
  ...authHandlers,
  ...dashboardHandlers,
  ...productsHandlers,
  ...uploadsHandlers,
  ...categoriesHandlers,
  ...brandsHandlers,
  ...vehiclesHandlers,
  ...labelsHandlers,
  ...customersHandlers,
  ...usersHandlers,
  ...promotionsHandlers,
  unknownApiPath,
];
