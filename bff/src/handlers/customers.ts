// Customers: a non-admin sees and changes only those they created; the creator comes from the session.
import type { FastifyRequest } from "fastify";
import { checkCustomerNames } from "../../../rules/customer-rules";
import { MESSAGES } from "../../../rules/messages";
import { badRequest, conflict, forbidden, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers, pathId, sessionUser } from "../http/handler-types";
import { blankFieldMessage, optionalText } from "../../../rules/text";
import {
  CUSTOMER_FIELD_NAMES,
  deleteCustomer,
  documentTaken,
  findCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
  type CustomerFields,
} from "../repositories/customers-repository";
import type { Customer } from "../http/api-types";

type CustomerBody = Partial<CustomerFields> &
  Pick<CustomerFields, "customer_type" | "document_type" | "document_number">;

function customerFields(body: CustomerBody): CustomerFields {
  const fields = {} as Record<string, unknown>;
  for (const name of CUSTOMER_FIELD_NAMES) {
    const value = body[name];
    fields[name] = typeof value === "string" ? optionalText(value) : (value ?? null);
  }
  const result = fields as unknown as CustomerFields;
  result.customer_type = body.customer_type;
  result.document_type = body.document_type;
  if (!result.document_number) throw badRequest(blankFieldMessage("document_number"));
  const namesProblem = checkCustomerNames(result);
  if (namesProblem) throw badRequest(namesProblem);
  return result;
}

async function ownedCustomer(ctx: HandlerContext, request: FastifyRequest): Promise<Customer> {
  const user = sessionUser(request);
  const customer = await findCustomer(ctx.db, pathId(request));
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  if (user.role !== "admin" && customer.created_by !== user.id) throw forbidden(MESSAGES.forbiddenCustomer);
  return customer;
}

export function customersHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async listCustomers(request) {
      const user = sessionUser(request);
      return { data: await listCustomers(db, user.role === "admin" ? undefined : user.id) };
    },

    async createCustomer(request, reply) {
      const user = sessionUser(request);
      const fields = customerFields(request.body as CustomerBody);
      if (await documentTaken(db, fields.document_type, fields.document_number)) {
        throw conflict(MESSAGES.duplicateDocument);
      }
      const id = await insertCustomer(db, { ...fields, created_by: user.id });
      return reply.code(201).send(await findCustomer(db, id));
    },

    async updateCustomer(request) {
      const customer = await ownedCustomer(ctx, request);
      const fields = customerFields(request.body as CustomerBody);
      if (await documentTaken(db, fields.document_type, fields.document_number, customer.id)) {
        throw conflict(MESSAGES.duplicateDocument);
      }
      await updateCustomer(db, customer.id, fields);
      return findCustomer(db, customer.id);
    },

    async deleteCustomer(request, reply) {
      const customer = await ownedCustomer(ctx, request);
      await deleteCustomer(db, customer.id);
      return reply.code(204).send();
    },
  };
}
