// The Administrador marks another part equivalent: search it by name or any number, then
// 'Agregar' beside it. Equivalence is two-way and transitive: the two groups become one.
import { Button, InputGroup } from "@blueprintjs/core";
import { Search } from "@blueprintjs/icons";
import { useState } from "react";
import { toast } from "@/components/toaster";
import type { Product } from "@/lib/api/types";
import { useProductEquivalents } from "@/lib/product-codes/use-product-equivalents";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCodeChanges } from "../api/use-code-changes";
import { useEquivalentCandidates } from "../api/use-equivalent-candidates";

export function EquivalentPicker({ product }: { product: Product }) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, 300).trim();
  const changes = useCodeChanges();
  const { data: equivalents, mutate } = useProductEquivalents(product.id);
  const { data } = useEquivalentCandidates(debounced);
  const taken = new Set([product.id, ...(equivalents ?? []).map((p) => p.id)]);
  const candidates = debounced ? (data ?? []).filter((p) => !taken.has(p.id)).slice(0, 5) : [];
  const add = async (other: Product) => {
    try {
      await changes.addEquivalent(product.id, other.id);
      await mutate();
      setSearch("");
      void toast.success("Equivalente agregado", other.name);
    } catch (failure) {
      void toast.error(
        "No se pudo agregar el equivalente",
        failure instanceof Error ? failure.message : undefined,
      );
    }
  };
  return (
    <div className="inv-equivalent-picker">
      <InputGroup
        type="search"
        leftIcon={<Search />}
        aria-label="Buscar pieza equivalente"
        placeholder="Agregar equivalente: nombre, SKU o número..."
        value={search}
        onValueChange={setSearch}
      />
      {candidates.length > 0 ? (
        <ul className="inv-fitment-list" aria-label="Piezas encontradas">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <Button
                size="small"
                text={`Agregar ${candidate.name} (${candidate.sku})`}
                onClick={() => void add(candidate)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
