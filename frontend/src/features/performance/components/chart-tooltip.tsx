// The tooltip body of the performance charts: a title and Spanish label/value lines.
export function ChartTooltip({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <div className="perf-chart-tooltip">
      <strong>{title}</strong>
      {lines.map(([label, value]) => (
        <div key={label}>
          {label}: <strong>{value}</strong>
        </div>
      ))}
    </div>
  );
}

/** Series names under a chart, in HTML so they wrap at 375 px. */
export function ChartLegend({ items }: { items: { label: string; colour: string }[] }) {
  return (
    <ul className="perf-chart-legend">
      {items.map((item) => (
        <li key={item.label}>
          <span className="perf-chart-legend-chip" style={{ background: item.colour }} aria-hidden />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
