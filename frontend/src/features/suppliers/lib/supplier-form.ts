// The 'Nuevo Proveedor' / 'Editar Proveedor' form: its text values and how they become a supplier.
import { emailProblem } from "@rules/email";
import { SUPPLIER_NAME_REQUIRED } from "@rules/purchase-messages";
import { optionalText } from "@rules/text";
import type { SupplierInput } from "@/lib/api/types";
import { nextSupplierId, type Supplier, type SupplierStatus } from "./supplier";

export interface SupplierFormValues {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  status: SupplierStatus;
  /** "" for 'Sin valoración', otherwise "0" to "5". */
  rating: string;
  /** With 'Modo mostrador' on only (the local form neither shows nor keeps them). */
  taxId: string;
  leadTimeDays: string;
}

export const EMPTY_SUPPLIER_FORM: SupplierFormValues = {
  name: "",
  contactPerson: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  country: "",
  status: "active",
  rating: "",
  taxId: "",
  leadTimeDays: "",
};

export const NAME_REQUIRED = {
  title: "Error",
  // Read when shown, not while the module loads (build/eslint-rule-reads-at-load.js).
  get description() {
    return SUPPLIER_NAME_REQUIRED;
  },
} as const;

export function formValuesOf(supplier: Supplier): SupplierFormValues {
  return {
    name: supplier.name,
    contactPerson: supplier.contactPerson ?? "",
    email: supplier.email ?? "",
    phone: supplier.phone ?? "",
    address: supplier.address ?? "",
    city: supplier.city ?? "",
    country: supplier.country ?? "",
    status: supplier.status,
    rating: supplier.rating == null ? "" : String(supplier.rating),
    taxId: supplier.taxId ?? "",
    leadTimeDays: supplier.leadTimeDays == null ? "" : String(supplier.leadTimeDays),
  };
}

function parseRating(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 5 ? value : null;
}

/** The e-mail's refusal under the form's label 'Correo electrónico', or null (blank is fine). */
export function supplierEmailProblem(values: SupplierFormValues): string | null {
  return emailProblem(values.email, "Correo electrónico");
}

/** True when the form may be saved: only the name is required. */
export function isSupplierFormValid(values: SupplierFormValues): boolean {
  return values.name.trim() !== "";
}

/** Whole days 0 to 365, or null when blank or not a whole number in range. */
export function parseLeadTime(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 365 ? value : null;
}

/** The request body of a supplier on the server ('Modo mostrador'): the form plus tax id and lead time. */
export function supplierInputFromForm(values: SupplierFormValues): SupplierInput {
  const local = supplierFromForm(values, null, []);
  return {
    ...supplierInputOf(local),
    taxId: optionalText(values.taxId),
    leadTimeDays: parseLeadTime(values.leadTimeDays),
  };
}

/** A local supplier as the upload sends it (no tax id: the browser never kept one). */
export function supplierInputOf(supplier: Supplier): SupplierInput {
  return {
    name: supplier.name,
    contactPerson: supplier.contactPerson,
    email: supplier.email,
    phone: supplier.phone,
    address: supplier.address,
    city: supplier.city,
    country: supplier.country,
    status: supplier.status,
    rating: supplier.rating,
    taxId: supplier.taxId ?? null,
    leadTimeDays: supplier.leadTimeDays ?? null,
  };
}

/** Applies the form to an existing supplier (edit) or to a new one with the next id (create). */
export function supplierFromForm(
  values: SupplierFormValues,
  existing: Supplier | null,
  all: readonly Supplier[],
): Supplier {
  const fields = {
    name: values.name.trim(),
    contactPerson: optionalText(values.contactPerson),
    email: optionalText(values.email),
    phone: optionalText(values.phone),
    address: optionalText(values.address),
    city: optionalText(values.city),
    country: optionalText(values.country),
    status: values.status,
    rating: parseRating(values.rating),
  };
  if (existing) return { ...existing, ...fields };
  return { id: nextSupplierId(all), ...fields, productsCount: 0, ordersCount: 0 };
}
