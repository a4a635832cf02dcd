// The rows, columns, cell length and reading time a spreadsheet may take (rules/spreadsheet-limits.ts),
// checked as each row is read so a file past a bound is refused at that row, not after.
import {
  MAX_SHEET_CELL_CHARACTERS,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  SHEET_LIMIT_MESSAGES,
} from "../../rules/spreadsheet-limits";
import { SheetRefusal } from "./sheet-refusal";

export interface RowBounds {
  /** Checks one row (the header too); `data` false for the header, which is not counted. */
  check(line: number, cells: readonly string[], data?: boolean): void;
  readonly rows: number;
}

/** `deadline`: epoch milliseconds past which reading stops. */
export function rowBounds(deadline: number): RowBounds {
  let rows = 0;
  return {
    get rows() {
      return rows;
    },
    check(line, cells, data = true) {
      if (cells.length > MAX_SHEET_COLUMNS) throw new SheetRefusal(SHEET_LIMIT_MESSAGES.tooManyColumns);
      for (const cell of cells)
        if (cell.length > MAX_SHEET_CELL_CHARACTERS)
          throw new SheetRefusal(SHEET_LIMIT_MESSAGES.cellTooLong(line));
      if (!data) return;
      rows += 1;
      if (rows > MAX_SHEET_ROWS) throw new SheetRefusal(SHEET_LIMIT_MESSAGES.tooManyRows);
      if (rows % 1000 === 0 && Date.now() > deadline) throw new SheetRefusal(SHEET_LIMIT_MESSAGES.tooSlow);
    },
  };
}
