// Suppliers on the server ('Modo mostrador'): the local screen's fields and rules (only the name is
// required, an e-mail must look like one), plus a tax id that is unique when given and a lead time.
// The browser's local suppliers are uploaded once each, matched by tax id or else by name.
import type { SupplierInput } from "@contract/types";
import { emailProblem } from "../../rules/email";
import { foldName } from "../../rules/fold-name";
import { PURCHASE_MESSAGES } from "../../rules/purchase-messages";
import { SupplierSeen, taxIdKey } from "../../rules/supplier-key";
import { optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { SupplierFields } from "../store/suppliers-repository";
import type { Store } from "../store/store";
import { created, ok, type Operation } from "./types";

function supplierFields(body: SupplierInput): SupplierFields {
  const name = body.name.trim();
  if (name === "") throw badRequest(PURCHASE_MESSAGES.supplierNameRequired);
  const emailRefusal = emailProblem(body.email, "email");
  if (emailRefusal) throw badRequest(emailRefusal);
  return {
    name,
    contactPerson: optionalText(body.contactPerson),
    email: optionalText(body.email),
    phone: optionalText(body.phone),
    address: optionalText(body.address),
    city: optionalText(body.city),
    country: optionalText(body.country),
    status: body.status,
    rating: body.rating ?? null,
    taxId: optionalText(body.taxId),
    leadTimeDays: body.leadTimeDays ?? null,
  };
}

async function refuseTakenTaxId(store: Store, fields: SupplierFields, ownId: number | null) {
  const key = taxIdKey(fields.taxId);
  if (!key) return;
  const taken = (await store.suppliers.list()).some(
    (supplier) => supplier.id !== ownId && taxIdKey(supplier.taxId) === key,
  );
  if (taken) throw conflict(PURCHASE_MESSAGES.supplierTaxIdTaken);
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  foldName(a.name).localeCompare(foldName(b.name), "es") || a.id - b.id;

const listSuppliers: Operation<"listSuppliers"> = async ({ store }) =>
  ok((await store.suppliers.list()).sort(byName));

const createSupplier: Operation<"createSupplier"> = async ({ store }, { body }) => {
  const fields = supplierFields(body);
  await refuseTakenTaxId(store, fields, null);
  return created(await store.suppliers.create(fields));
};

const updateSupplier: Operation<"updateSupplier"> = async ({ store }, { params, body }) => {
  const fields = supplierFields(body);
  if (!(await store.suppliers.find(params.id))) throw notFound(PURCHASE_MESSAGES.supplierNotFound);
  await refuseTakenTaxId(store, fields, params.id);
  const saved = await store.suppliers.update(params.id, fields);
  if (!saved) throw notFound(PURCHASE_MESSAGES.supplierNotFound);
  return ok(saved);
};

const uploadLocalSuppliers: Operation<"uploadLocalSuppliers"> = async ({ store }, { body }) => {
  const rows = body.suppliers.map(supplierFields);
  const seen = new SupplierSeen();
  for (const supplier of await store.suppliers.list()) seen.add(supplier);
  const fresh: SupplierFields[] = [];
  for (const row of rows) {
    if (seen.has(row)) continue;
    seen.add(row);
    fresh.push(row);
  }
  await store.suppliers.createMany(fresh);
  return ok({ uploaded: fresh.length, skipped: rows.length - fresh.length });
};

export const suppliersOperations = { listSuppliers, createSupplier, updateSupplier, uploadLocalSuppliers };
