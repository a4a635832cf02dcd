import { Model } from "objection";

export class UserModel extends Model {
  static override tableName = "users";
  declare id: number;
  declare name: string;
  declare username: string;
  declare email: string;
  declare password_hash: string;
  declare role: "admin" | "sales";
  declare active: number | boolean;
  declare created_at: string;
}
