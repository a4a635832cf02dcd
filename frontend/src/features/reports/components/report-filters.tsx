// The recorded-sales reports' filters: seller, category, brand, payment method and customer, and
// how the sales series groups its periods. Each list comes from the server; 'Todos' clears one.
import { HTMLSelect } from "@blueprintjs/core";
import { useBrands } from "@/lib/catalogue/use-brands";
import { useCategories } from "@/lib/catalogue/use-categories";
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import { useReportCustomers, useReportUsers } from "../api/use-real-reports";
import type { ReportFilters, ReportGroupBy } from "../lib/real-report-query";

export interface ReportFiltersBarProps {
  filters: ReportFilters;
  onFilters: (next: ReportFilters) => void;
  groupBy: ReportGroupBy;
  onGroupBy: (next: ReportGroupBy) => void;
}

interface Option {
  value: string;
  label: string;
}

function Select(props: {
  label: string;
  all: string;
  value: string | undefined;
  options: Option[];
  onChange: (v: string | undefined) => void;
}) {
  return (
    <label>
      {props.label}
      <HTMLSelect
        fill
        value={props.value ?? ""}
        onChange={(event) => props.onChange(event.currentTarget.value || undefined)}
        options={[{ value: "", label: props.all }, ...props.options]}
      />
    </label>
  );
}

const idOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

const customerName = (c: {
  first_name?: string | null;
  last_name?: string | null;
  business_name?: string | null;
}) => c.business_name ?? [c.first_name, c.last_name].filter(Boolean).join(" ");

export function ReportFiltersBar({ filters, onFilters, groupBy, onGroupBy }: ReportFiltersBarProps) {
  const users = useReportUsers().data ?? [];
  const categories = useCategories().data ?? [];
  const brands = useBrands(filters.categoryId).data ?? [];
  const customers = useReportCustomers().data?.data ?? [];
  const set = (patch: ReportFilters) => onFilters({ ...filters, ...patch });
  return (
    <div className="report-filters" role="group" aria-label="Filtros del reporte">
      <Select
        label="Vendedor"
        all="Todos"
        value={filters.sellerId?.toString()}
        options={users.map((u) => ({ value: String(u.id), label: u.name }))}
        onChange={(v) => set({ sellerId: idOf(v) })}
      />
      <Select
        label="Categoría"
        all="Todas"
        value={filters.categoryId?.toString()}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(v) => set({ categoryId: idOf(v), brandId: undefined })}
      />
      <Select
        label="Marca"
        all="Todas"
        value={filters.brandId?.toString()}
        options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
        onChange={(v) => set({ brandId: idOf(v) })}
      />
      <Select
        label="Método de pago"
        all="Todos"
        value={filters.paymentMethod}
        options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(v) => set({ paymentMethod: v as ReportFilters["paymentMethod"] })}
      />
      <Select
        label="Cliente"
        all="Todos"
        value={filters.customerId?.toString()}
        options={customers.map((c) => ({ value: String(c.id), label: customerName(c) }))}
        onChange={(v) => set({ customerId: idOf(v) })}
      />
      <label>
        Agrupar por
        <HTMLSelect
          fill
          value={groupBy}
          onChange={(event) => onGroupBy(event.currentTarget.value as ReportGroupBy)}
          options={[
            { value: "day", label: "Día" },
            { value: "week", label: "Semana" },
            { value: "month", label: "Mes" },
          ]}
        />
      </label>
    </div>
  );
}
