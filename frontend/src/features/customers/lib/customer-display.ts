// What the customers screen shows about a customer and which ones it lists: display name, labels,
// search and filters, counters and the "admin or creator" rule for edit and delete.
import type { Customer, User } from "@/lib/api/types";

export type CustomerType = Customer["customer_type"];
export type DocumentType = Customer["document_type"];

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  natural: "Persona Natural",
  juridica: "Persona Jurídica",
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  cedula: "Cédula",
  rif: "RIF",
  passport: "Pasaporte",
};

export const UNKNOWN_CREATOR = "Desconocido";

/** First plus last name for natural persons, business name for legal ones, else 'Sin nombre'. */
export function customerName(customer: Customer): string {
  if (customer.customer_type === "juridica") return customer.business_name?.trim() || "Sin nombre";
  const full = [customer.first_name, customer.last_name]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return full || "Sin nombre";
}

export function creatorName(customer: Customer): string {
  return customer.created_by_name?.trim() || UNKNOWN_CREATOR;
}

export interface CustomerFilters {
  search: string;
  customerType: CustomerType | "all";
  documentType: DocumentType | "all";
}

export const NO_FILTERS: CustomerFilters = { search: "", customerType: "all", documentType: "all" };

export function hasFilters(filters: CustomerFilters): boolean {
  return filters.search.trim() !== "" || filters.customerType !== "all" || filters.documentType !== "all";
}

/** Search over name, document number, e-mail and phone (case-insensitive), then both filters. */
export function filterCustomers(customers: readonly Customer[], filters: CustomerFilters): Customer[] {
  const needle = filters.search.trim().toLocaleLowerCase("es");
  return customers.filter((customer) => {
    if (filters.customerType !== "all" && customer.customer_type !== filters.customerType) return false;
    if (filters.documentType !== "all" && customer.document_type !== filters.documentType) return false;
    if (!needle) return true;
    return [customerName(customer), customer.document_number, customer.email, customer.phone].some((text) =>
      text?.toLocaleLowerCase("es").includes(needle),
    );
  });
}

export interface CustomerCounts {
  total: number;
  natural: number;
  juridica: number;
}

export function countCustomers(customers: readonly Customer[]): CustomerCounts {
  const natural = customers.filter((c) => c.customer_type === "natural").length;
  return { total: customers.length, natural, juridica: customers.length - natural };
}

/** Edit and delete: an Administrador, or the user who created the customer. */
export function canModifyCustomer(user: Pick<User, "id" | "role"> | null, customer: Customer): boolean {
  if (!user) return false;
  return user.role === "admin" || customer.created_by === user.id;
}
