// Customers: a non-admin sees and changes only those they created (x-owner-rule: created_by);
// the creator comes from the session, never from the body.
import type { components } from "@contract/schema.gen";
import { CUSTOMER_OPTIONAL_TEXT_FIELDS, checkCustomerNames } from "../../rules/customer-rules";
import { MESSAGES } from "../../rules/messages";
import { db, nextId, type DbCustomer } from "../db";
import { customerDto } from "../support/dto";
import { signedIn, type GuardedRequest } from "../support/guard";
import { errorResponse } from "../support/http";
import { http, handle } from "../support/route";
import { blankFieldMessage, optionalText } from "../../rules/text";

type CustomerInput = components["schemas"]["CustomerInput"];
type CustomerFields = Omit<DbCustomer, "id" | "created_by" | "created_at">;

function customerFields(body: CustomerInput): CustomerFields | Response {
  const documentNumber = optionalText(body.document_number);
  if (!documentNumber) return errorResponse(400, blankFieldMessage("document_number"));
  const fields = {
    customer_type: body.customer_type,
    document_type: body.document_type,
    document_number: documentNumber,
  } as CustomerFields;
  for (const name of CUSTOMER_OPTIONAL_TEXT_FIELDS) fields[name] = optionalText(body[name]);
  const namesProblem = checkCustomerNames(fields);
  return namesProblem ? errorResponse(400, namesProblem) : fields;
}

function documentTaken(fields: CustomerFields, exceptId?: number): boolean {
  return (
    db.customers.findFirst((q) =>
      q.where(
        (c) =>
          c.id !== exceptId &&
          c.document_type === fields.document_type &&
          c.document_number === fields.document_number,
      ),
    ) !== undefined
  );
}

/** The customer of the path, if the signed-in user may touch it (admin, or its creator). */
function ownedCustomer(ctx: GuardedRequest): DbCustomer | Response {
  const user = signedIn(ctx);
  const customer = db.customers.findFirst((q) => q.where({ id: Number(ctx.params.id) }));
  if (!customer) return errorResponse(404, MESSAGES.customerNotFound);
  if (user.role !== "admin" && customer.created_by !== user.id)
    return errorResponse(403, MESSAGES.forbiddenCustomer);
  return customer;
}

function newestFirst(a: DbCustomer, b: DbCustomer): number {
  return a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;
}

export const customersHandlers = [
  http.get(
    "/api/customers",
    handle("listCustomers", (ctx, { response }) => {
      const user = signedIn(ctx);
      const visible = db.customers.findMany((q) =>
        q.where((c) => user.role === "admin" || c.created_by === user.id),
      );
      return response(200).json({ data: visible.sort(newestFirst).map(customerDto) });
    }),
  ),

  http.post(
    "/api/customers",
    handle("createCustomer", async (ctx, { response }) => {
      const user = signedIn(ctx);
      const fields = customerFields(ctx.body as CustomerInput);
      if (fields instanceof Response) return fields;
      if (documentTaken(fields)) return errorResponse(409, MESSAGES.duplicateDocument);
      const created = await db.customers.create({
        id: nextId(db.customers),
        ...fields,
        created_by: user.id,
        created_at: new Date().toISOString(),
      });
      return response(201).json(customerDto(created));
    }),
  ),

  http.put(
    "/api/customers/{id}",
    handle("updateCustomer", async (ctx, { response }) => {
      const customer = ownedCustomer(ctx);
      if (customer instanceof Response) return customer;
      const fields = customerFields(ctx.body as CustomerInput);
      if (fields instanceof Response) return fields;
      if (documentTaken(fields, customer.id)) return errorResponse(409, MESSAGES.duplicateDocument);
      const updated = await db.customers.update((q) => q.where({ id: customer.id }), {
        data(row) {
          Object.assign(row, fields);
        },
      });
      return updated
        ? response(200).json(customerDto(updated))
        : errorResponse(404, MESSAGES.customerNotFound);
    }),
  ),

  http.delete(
    "/api/customers/{id}",
    handle("deleteCustomer", (ctx, { response }) => {
      const customer = ownedCustomer(ctx);
      if (customer instanceof Response) return customer;
      db.customers.delete((q) => q.where({ id: customer.id }));
      return response(204).empty();
    }),
  ),
];
