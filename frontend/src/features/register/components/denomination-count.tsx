// 'Contar por denominación': pieces of each bill and coin; their total becomes the counted cash.
import { HTMLTable, InputGroup } from "@blueprintjs/core";
import { useId } from "react";
import { COP_DENOMINATIONS, countedTotal, pieces, type DenominationCounts } from "../lib/denominations";
import { money } from "../lib/register-view";

interface DenominationCountProps {
  counts: DenominationCounts;
  onChange: (counts: DenominationCounts) => void;
}

export function DenominationCount({ counts, onChange }: DenominationCountProps) {
  const id = useId();
  const total = countedTotal(counts);
  return (
    <HTMLTable compact className="reg-table reg-denominations" aria-label="Conteo por denominación">
      <thead>
        <tr>
          <th scope="col">Denominación</th>
          <th scope="col">Cantidad</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {COP_DENOMINATIONS.map(({ cents, kind }) => {
          const count = pieces(counts[cents]);
          return (
            <tr key={cents}>
              <th scope="row">
                <label htmlFor={`${id}-${cents}`}>
                  {kind} de {money(cents)}
                </label>
              </th>
              <td>
                <InputGroup
                  id={`${id}-${cents}`}
                  inputMode="numeric"
                  size="small"
                  value={counts[cents] ?? ""}
                  intent={count === null ? "danger" : "none"}
                  onValueChange={(value) => onChange({ ...counts, [cents]: value })}
                />
              </td>
              <td>{count === null ? "—" : money(count * cents)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total contado
          </th>
          <td>{total === null ? "—" : money(total)}</td>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
