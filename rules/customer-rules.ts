// Customer rules beyond the schema: the document number, which name fields a customer type needs and
// the e-mail's shape, each with the message the form shows under its field and the servers answer;
// and the optional text fields the BFF and the mocks trim (blank becomes null) before storing.
import { emailProblem } from "./email";

export const CUSTOMER_OPTIONAL_TEXT_FIELDS = [
  "first_name",
  "last_name",
  "business_name",
  "tax_id",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "postal_code",
  "notes",
] as const;

export interface CustomerNames {
  customer_type: "natural" | "juridica";
  first_name?: string | null;
  last_name?: string | null;
  business_name?: string | null;
}

export interface CheckedCustomerFields extends CustomerNames {
  document_number?: string | null;
  email?: string | null;
}

type CheckedField = "document_number" | "first_name" | "last_name" | "business_name" | "email";
export type CustomerFieldProblems = Partial<Record<CheckedField, string>>;

export const CUSTOMER_MESSAGES = {
  document_number: "El número de documento es obligatorio",
  first_name: "El nombre es obligatorio para una persona natural",
  last_name: "El apellido es obligatorio para una persona natural",
  business_name: "La razón social es obligatoria para una persona jurídica",
} as const;

/** Every refused field with its message, in the form's order (the servers answer the first). */
export function checkCustomerFields(input: CheckedCustomerFields): CustomerFieldProblems {
  const problems: CustomerFieldProblems = {};
  if (isBlank(input.document_number)) problems.document_number = CUSTOMER_MESSAGES.document_number;
  Object.assign(problems, nameProblems(input));
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  return problems;
}

function nameProblems(input: CustomerNames): CustomerFieldProblems {
  const required =
    input.customer_type === "natural" ? (["first_name", "last_name"] as const) : (["business_name"] as const);
  const problems: CustomerFieldProblems = {};
  for (const field of required) if (isBlank(input[field])) problems[field] = CUSTOMER_MESSAGES[field];
  return problems;
}

/** The first missing name of the customer's type, or null. */
export function checkCustomerNames(input: CustomerNames): string | null {
  return Object.values(nameProblems(input))[0] ?? null;
}

function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === "";
}
