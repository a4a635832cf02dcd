import { Model } from "objection";

export class SettingModel extends Model {
  static override idColumn = "key";
  static override tableName = "settings";
  declare key: string;
  declare value: string;
}
