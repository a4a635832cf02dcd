// Customer rules beyond the schema: which name fields a customer type needs, and the optional text
// fields the BFF and the mocks trim (blank becomes null) before storing.

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

export function checkCustomerNames(input: CustomerNames): string | null {
  if (input.customer_type === "natural") {
    if (isBlank(input.first_name)) return "El nombre es obligatorio para una persona natural";
    if (isBlank(input.last_name)) return "El apellido es obligatorio para una persona natural";
    return null;
  }
  if (isBlank(input.business_name)) return "La razón social es obligatoria para una persona jurídica";
  return null;
}

function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === "";
}
