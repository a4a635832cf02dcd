// A report's list on screen (products with fewer sales, dead stock, return reasons): a plain table
// whose first column names each row; the same rows download through the card's 'Descargar'.
import { HTMLTable } from "@blueprintjs/core";

export interface ReportTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  emptyText: string;
}

export function ReportTable({ caption, columns, rows, emptyText }: ReportTableProps) {
  if (rows.length === 0) return <p className="report-chart-description">{emptyText}</p>;
  return (
    <div className="report-table-wrap">
      <HTMLTable compact striped>
        <caption className="app-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values], index) => (
            <tr key={`${name}-${index}`}>
              <th scope="row">{name}</th>
              {values.map((value, column) => (
                <td key={column} className="num">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The period's headline figures: net sales, gross margin, sales, units and returns. */
export function ReportFiguresList({ items }: { items: readonly [string, string][] }) {
  return (
    <dl className="report-figures">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
