// The three counters over the customers the user can see.
import { Card } from "@blueprintjs/core";
import type { CustomerCounts } from "../lib/customer-display";

export function CustomerStats({ counts }: { counts: CustomerCounts | null }) {
  const items: [string, number | undefined][] = [
    ["Total Clientes", counts?.total],
    ["Personas Naturales", counts?.natural],
    ["Personas Jurídicas", counts?.juridica],
  ];
  return (
    <div className="customer-stats">
      {items.map(([label, value]) => (
        <Card key={label} className="customer-stat" role="group" aria-label={label}>
          <span className="customer-stat-label">{label}</span>
          <span className="customer-stat-value">{value ?? "—"}</span>
        </Card>
      ))}
    </div>
  );
}
