// Label templates ('Etiquetas').
import type { LabelTemplate } from "@contract/types";

export type LabelTemplateFields = Omit<LabelTemplate, "id">;

export interface LabelTemplatesRepository {
  list(): Promise<LabelTemplate[]>;
  find(id: number): Promise<LabelTemplate | null>;
  templateIdTaken(templateId: string, exceptId?: number): Promise<boolean>;
  save(fields: LabelTemplateFields, id?: number): Promise<LabelTemplate>;
  delete(id: number): Promise<boolean>;
}
