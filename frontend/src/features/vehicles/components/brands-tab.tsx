// 'Todas las Marcas': every make as a collapsible card, all expanded at first.
import { useState } from "react";
import type { VehicleMake } from "@/lib/catalogue/merge-vehicles";
import { MakeCard } from "./make-card";

export interface BrandsTabProps {
  makes: readonly VehicleMake[];
  highlightKey: string | null;
}

export function BrandsTab({ makes, highlightKey }: BrandsTabProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(key: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <div className="make-grid">
      {makes.map((make) => (
        <MakeCard
          key={make.key}
          make={make}
          expanded={!collapsed.has(make.key)}
          onToggle={toggle}
          highlighted={make.key === highlightKey}
        />
      ))}
    </div>
  );
}
