// Label sizes ('Etiquetas').
import type { LabelSize } from "@contract/types";

export type LabelSizeFields = Omit<LabelSize, "id">;

export interface LabelSizesRepository {
  list(): Promise<LabelSize[]>;
  find(id: number): Promise<LabelSize | null>;
  sizeIdTaken(sizeId: string, exceptId?: number): Promise<boolean>;
  save(fields: LabelSizeFields, id?: number): Promise<LabelSize>;
  delete(id: number): Promise<boolean>;
}
