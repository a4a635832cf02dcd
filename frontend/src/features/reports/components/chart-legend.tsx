// Legends drawn in HTML under a chart rather than by nivo inside the chart: they wrap at 375 px
// instead of overflowing the chart.
export function ChartLegend({ items }: { items: { label: string; colour: string }[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.label}>
          <span className="chart-legend-chip" style={{ background: item.colour }} aria-hidden />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
