// What a chart shows, as a table a screen reader reads: a canvas chart is one picture with a name,
// and its figures would otherwise reach only the eyes (WCAG 1.1.1). Not drawn on screen; the chart
// beside it is. The first column names each row (a month, a category); the others are its values,
// already formatted as the tooltips show them.
export interface ChartDataTableProps {
  /** What the table holds, e.g. 'Datos del gráfico de ventas por categoría'. */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <table className="app-visually-hidden">
      <caption>{caption}</caption>
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
              <td key={column}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The rows of series that share their x values (months): one row per x, one column per series. */
export function rowsByX(
  series: readonly { points: readonly { x: string; y: number }[] }[],
  format: (value: number) => string,
): string[][] {
  const xs = [...new Set(series.flatMap((s) => s.points.map((point) => point.x)))];
  return xs.map((x) => [
    x,
    ...series.map((s) => {
      const point = s.points.find((p) => p.x === x);
      return point ? format(point.y) : "";
    }),
  ]);
}

/** The table's caption from the chart's name: 'Gráfico de X' → 'Datos del gráfico de X'. */
export function dataCaption(chartLabel: string): string {
  return chartLabel.startsWith("Gráfico ")
    ? `Datos del gráfico ${chartLabel.slice("Gráfico ".length)}`
    : `Datos: ${chartLabel}`;
}
