// The stock movements as a table, newest first: date, kind, quantity, stock after, user, reason (and
// the product, across products), with 'Anterior' / 'Siguiente' over keyset pages.
import { Button, HTMLTable } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { ChevronLeft, ChevronRight } from "@blueprintjs/icons";
import type { StockMovement } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import { kindLabel, signedQuantity, userLabel } from "../lib/movement-format";

export interface MovementsTableProps {
  movements: StockMovement[];
  showProduct?: boolean;
  page: number;
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
}

export function MovementsTable({
  movements,
  showProduct,
  page,
  hasNext,
  onNext,
  onPrevious,
}: MovementsTableProps) {
  return (
    <div className="inv-movements">
      <div className="inv-movements-scroll">
        <HTMLTable compact striped className="inv-movements-table">
          <thead>
            <tr>
              <th>Fecha</th>
              {showProduct ? <th>Producto</th> : null}
              <th>Tipo</th>
              <th className="inv-num">Cantidad</th>
              <th className="inv-num">Stock resultante</th>
              <th>Usuario</th>
              <th>Motivo</th>
            </tr>
          </thead>
          <tbody>
            {movements.map((m) => (
              <tr key={m.id}>
                <td>{formatDateTime(m.createdAt)}</td>
                {showProduct ? (
                  <td>
                    {m.productName} <span className="inv-sku">{m.productSku}</span>
                  </td>
                ) : null}
                <td>
                  <Badge minimal>{kindLabel(m.kind)}</Badge>
                </td>
                <td className="inv-num">
                  <span className={m.quantity < 0 ? "inv-qty-out" : "inv-qty-in"}>
                    {signedQuantity(m.quantity)}
                  </span>
                </td>
                <td className="inv-num">{m.stockAfter}</td>
                <td>{userLabel(m)}</td>
                <td>{m.reason ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className="inv-movements-pager">
        <Button
          size="small"
          icon={<ChevronLeft />}
          text="Anterior"
          disabled={page === 1}
          onClick={onPrevious}
        />
        <span>Página {page}</span>
        <Button
          size="small"
          endIcon={<ChevronRight />}
          text="Siguiente"
          disabled={!hasNext}
          onClick={onNext}
        />
      </div>
    </div>
  );
}
