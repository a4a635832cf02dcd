// Vendedores: search, month and year (2023-2025), and a card per seller, highest amount first.
import { FormGroup, HTMLSelect, NonIdealState } from "@blueprintjs/core";
import { Search } from "@blueprintjs/icons";
import { useState } from "react";
import { GOAL_MONTH, type Seller } from "../data/performance-demo";
import { MONTH_NAMES, SELLER_TAB_YEARS } from "../lib/goals";
import { searchSellers } from "../lib/performance-rules";
import { SellerCard } from "./seller-card";
import { SellerSearchBox } from "./seller-search-box";

export function SellersTab({
  sellers,
  initialSearch = "",
}: {
  sellers: readonly Seller[];
  initialSearch?: string;
}) {
  const [search, setSearch] = useState(initialSearch);
  const [month, setMonth] = useState<number>(GOAL_MONTH.month);
  const [year, setYear] = useState<number>(GOAL_MONTH.year);
  const shown = searchSellers(sellers, search);

  return (
    <div className="perf-sellers">
      <div className="perf-toolbar">
        <SellerSearchBox value={search} onChange={setSearch} />
        <FormGroup label="Mes" labelFor="perf-sellers-month" inline className="perf-inline-field">
          <HTMLSelect
            id="perf-sellers-month"
            value={month}
            onChange={(e) => setMonth(Number(e.currentTarget.value))}
            options={MONTH_NAMES.map((name, i) => ({ value: i + 1, label: name }))}
          />
        </FormGroup>
        <FormGroup label="Año" labelFor="perf-sellers-year" inline className="perf-inline-field">
          <HTMLSelect
            id="perf-sellers-year"
            value={year}
            onChange={(e) => setYear(Number(e.currentTarget.value))}
            options={SELLER_TAB_YEARS.map((y) => ({ value: y, label: String(y) }))}
          />
        </FormGroup>
      </div>
      {shown.length === 0 ? (
        <NonIdealState
          icon={<Search size={48} />}
          title="No se encontraron vendedores"
          description="Prueba con otro nombre o usuario."
        />
      ) : (
        <div className="perf-card-grid">
          {shown.map((seller) => (
            <SellerCard key={seller.id} seller={seller} />
          ))}
        </div>
      )}
    </div>
  );
}
