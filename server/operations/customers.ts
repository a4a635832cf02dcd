// Customers. x-owner-rule created_by: a non-admin sees and changes only those they created; the
// creator comes from the session, never from the body.
import type { components } from "@contract/schema.gen";
import { CUSTOMER_OPTIONAL_TEXT_FIELDS, checkCustomerFields } from "../../rules/customer-rules";
import { customerHasAccountMessage } from "../../rules/credit-messages";
import { MESSAGES } from "../../rules/messages";
import { optionalText } from "../../rules/text";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import type { CustomerFields } from "../store/customers-repository";
import { created, noContent, ok, signedIn, type Operation, type OperationContext } from "./types";

type CustomerInput = components["schemas"]["CustomerInput"];

function customerFields(body: CustomerInput): CustomerFields {
  const problem = Object.values(checkCustomerFields(body))[0];
  if (problem) throw badRequest(problem);
  const documentNumber = optionalText(body.document_number) ?? "";
  const fields = {
    customer_type: body.customer_type,
    document_type: body.document_type,
    document_number: documentNumber,
  } as CustomerFields;
  for (const name of CUSTOMER_OPTIONAL_TEXT_FIELDS)
    (fields as Record<string, unknown>)[name] = optionalText(body[name]);
  return fields;
}

/** The customer of the path, if the signed-in user may touch it (admin, or its creator). */
async function ownedCustomer(ctx: OperationContext, id: number) {
  const user = signedIn(ctx);
  const customer = await ctx.store.customers.find(id);
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  if (user.role !== "admin" && customer.created_by !== user.id) throw forbidden(MESSAGES.forbiddenCustomer);
  return customer;
}

const listCustomers: Operation<"listCustomers"> = async (ctx) => {
  const user = signedIn(ctx);
  return ok({ data: await ctx.store.customers.list(user.role === "admin" ? undefined : user.id) });
};

const createCustomer: Operation<"createCustomer"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  const fields = customerFields(body);
  if (await ctx.store.customers.documentTaken(fields.document_type, fields.document_number))
    throw conflict(MESSAGES.duplicateDocument);
  return created(await ctx.store.customers.create(fields, user.id));
};

const updateCustomer: Operation<"updateCustomer"> = async (ctx, { params, body }) => {
  const customer = await ownedCustomer(ctx, params.id);
  const fields = customerFields(body);
  if (await ctx.store.customers.documentTaken(fields.document_type, fields.document_number, customer.id))
    throw conflict(MESSAGES.duplicateDocument);
  return ok(await ctx.store.customers.update(customer.id, fields));
};

const deleteCustomer: Operation<"deleteCustomer"> = async (ctx, { params }) => {
  const customer = await ownedCustomer(ctx, params.id);
  if (!(await ctx.store.customers.delete(customer.id)))
    throw conflict(customerHasAccountMessage(await ctx.store.accounts.balance(customer.id)));
  return noContent();
};

export const customersOperations = { listCustomers, createCustomer, updateCustomer, deleteCustomer };
