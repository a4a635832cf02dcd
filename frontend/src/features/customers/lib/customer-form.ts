// The customer form's values and the request body they become (optional fields left blank are sent
// as null). What is refused, and in which words, is the servers' own rule (rules/customer-rules.ts).
import { optionalText } from "@rules/text";
import { checkCustomerFields } from "@rules/customer-rules";
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

/** The fields the servers would refuse, each with its Spanish message. */
export function validateCustomerForm(values: CustomerFormValues): CustomerFormErrors {
  return checkCustomerFields(values);
}

/** The body of POST / PUT: only the name fields of the chosen type are kept. */
export function customerInput(values: CustomerFormValues): CustomerInput {
  const natural = values.customer_type === "natural";
  return {
    customer_type: values.customer_type,
    document_type: values.document_type,
    document_number: values.document_number.trim(),
    first_name: natural ? optionalText(values.first_name) : null,
    last_name: natural ? optionalText(values.last_name) : null,
    business_name: natural ? null : optionalText(values.business_name),
    tax_id: natural ? null : optionalText(values.tax_id),
    email: optionalText(values.email),
    phone: optionalText(values.phone),
    address: optionalText(values.address),
    city: optionalText(values.city),
    state: isVenezuelanState(values.state) ? values.state : null,
    postal_code: optionalText(values.postal_code),
    notes: optionalText(values.notes),
  };
}
