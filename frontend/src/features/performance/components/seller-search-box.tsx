// 'Buscar vendedor...' on the Vendedores tab.
import { SearchBox } from "@/components/search-box";

export function SellerSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchBox
      className="perf-search"
      value={value}
      onChange={onChange}
      placeholder="Buscar vendedor..."
      label="Buscar vendedor"
    />
  );
}
