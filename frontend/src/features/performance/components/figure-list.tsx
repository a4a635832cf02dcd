// The label/value lists of the performance cards: a card's figures and the general statistics.
export function FigureList({
  figures,
  className = "perf-figures",
}: {
  figures: [string, string][];
  className?: string;
}) {
  return (
    <dl className={className}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
