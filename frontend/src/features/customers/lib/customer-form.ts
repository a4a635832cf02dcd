// The customer form's values, their required fields by customer type and the request body they
// become. Optional fields left blank are sent as null.
import type { Customer } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";
import type { CustomerType, DocumentType } from "./customer-display";
import { isVenezuelanState } from "./venezuelan-states";

export type CustomerInput = components["schemas"]["CustomerInput"];

export interface CustomerFormValues {
  customer_type: CustomerType;
  document_type: DocumentType;
  document_number: string;
  first_name: string;
  last_name: string;
  business_name: string;
  tax_id: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  notes: string;
}

export type CustomerFormErrors = Partial<Record<keyof CustomerFormValues, string>>;

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  customer_type: "natural",
  document_type: "cedula",
  document_number: "",
  first_name: "",
  last_name: "",
  business_name: "",
  tax_id: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  postal_code: "",
  notes: "",
};

export const REQUIRED_MESSAGES = {
  document_number: "El número de documento es obligatorio",
  first_name: "El nombre es obligatorio",
  last_name: "El apellido es obligatorio",
  business_name: "La razón social es obligatoria",
} as const;

export function formFromCustomer(customer: Customer): CustomerFormValues {
  return {
    customer_type: customer.customer_type,
    document_type: customer.document_type,
    document_number: customer.document_number,
    first_name: customer.first_name ?? "",
    last_name: customer.last_name ?? "",
    business_name: customer.business_name ?? "",
    tax_id: customer.tax_id ?? "",
    email: customer.email ?? "",
    phone: customer.phone ?? "",
    address: customer.address ?? "",
    city: customer.city ?? "",
    state: customer.state ?? "",
    postal_code: customer.postal_code ?? "",
    notes: customer.notes ?? "",
  };
}

/** The required fields of the chosen type that are blank, with their Spanish messages. */
export function validateCustomerForm(values: CustomerFormValues): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  const blank = (value: string) => value.trim() === "";
  if (blank(values.document_number)) errors.document_number = REQUIRED_MESSAGES.document_number;
  if (values.customer_type === "natural") {
    if (blank(values.first_name)) errors.first_name = REQUIRED_MESSAGES.first_name;
    if (blank(values.last_name)) errors.last_name = REQUIRED_MESSAGES.last_name;
  } else if (blank(values.business_name)) {
    errors.business_name = REQUIRED_MESSAGES.business_name;
  }
  return errors;
}

function text(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** The body of POST / PUT: only the name fields of the chosen type are kept. */
export function customerInput(values: CustomerFormValues): CustomerInput {
  const natural = values.customer_type === "natural";
  return {
    customer_type: values.customer_type,
    document_type: values.document_type,
    document_number: values.document_number.trim(),
    first_name: natural ? text(values.first_name) : null,
    last_name: natural ? text(values.last_name) : null,
    business_name: natural ? null : text(values.business_name),
    tax_id: natural ? null : text(values.tax_id),
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    city: text(values.city),
    state: isVenezuelanState(values.state) ? values.state : null,
    postal_code: text(values.postal_code),
    notes: text(values.notes),
  };
}
