import { Model } from "objection";

export class CustomerModel extends Model {
  static override tableName = "customers";
  declare id: number;
  declare customer_type: "natural" | "juridica";
  declare document_type: "cedula" | "rif" | "passport";
  declare document_number: string;
  declare first_name: string | null;
  declare last_name: string | null;
  declare business_name: string | null;
  declare tax_id: string | null;
  declare email: string | null;
  declare phone: string | null;
  declare address: string | null;
  declare city: string | null;
  declare state: string | null;
  declare postal_code: string | null;
  declare notes: string | null;
  declare created_by: number;
  declare created_at: string;
  declare updated_at: string;
}
