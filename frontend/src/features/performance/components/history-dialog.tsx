// 'Histórico': one seller's goals against what he sold in each of the last six months (this one
// included), each month read as its own period, so the figures are those 'Rendimiento' shows for it.
import { Classes, Spinner } from "@blueprintjs/core";
import { AppDialog } from "@/components/app-dialog";
import { Badge } from "@/components/badge";
import { formatCop } from "@/lib/format";
import { useSellerPerformance, type SellerPerformanceRow } from "../api/use-seller-performance";
import { formatWholePercent } from "../lib/performance-format";
import { progressIntent } from "../lib/performance-rules";
import { pesos } from "../lib/real-figures";
import { addMonths, longMonth, monthRange } from "../lib/real-period";

const MONTHS_SHOWN = 6;

export function HistoryDialog({
  seller,
  lastMonth,
  onClose,
}: {
  seller: SellerPerformanceRow["seller"] | null;
  lastMonth: string;
  onClose: () => void;
}) {
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => addMonths(lastMonth, -i));
  return (
    <AppDialog
      isOpen={seller !== null}
      onClose={onClose}
      title={seller ? `Histórico de ${seller.name}` : "Histórico"}
      className="perf-history-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        {seller ? (
          <table className="bp6-html-table bp6-compact perf-history-table">
            <caption className="perf-card-muted">Metas y resultados de los últimos seis meses</caption>
            <thead>
              <tr>
                <th scope="col">Mes</th>
                <th scope="col">Meta</th>
                <th scope="col">Ventas</th>
                <th scope="col">Unidades</th>
                <th scope="col">Progreso</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <HistoryRow key={month} month={month} sellerId={seller.id} />
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </AppDialog>
  );
}

function HistoryRow({ month, sellerId }: { month: string; sellerId: number | null }) {
  const answer = useSellerPerformance({ period: "custom", ...monthRange(month) });
  const label = <th scope="row">{longMonth(month)}</th>;
  if (answer.error)
    return (
      <tr>
        {label}
        <td colSpan={4}>No se pudo cargar</td>
      </tr>
    );
  if (!answer.data)
    return (
      <tr>
        {label}
        <td colSpan={4}>
          <Spinner size={16} aria-label="Cargando" />
        </td>
      </tr>
    );
  const row = answer.data.sellers.find((r) => r.seller.id === sellerId);
  const progress = row?.progressPercent ?? null;
  return (
    <tr>
      {label}
      <td>{row?.goal ? formatCop(pesos(row.goal.amountCents)) : "Sin meta"}</td>
      <td>{formatCop(pesos(row?.netCents ?? 0))}</td>
      <td>{row?.goal ? `${row.units} de ${row.goal.units}` : String(row?.units ?? 0)}</td>
      <td>
        {progress === null ? (
          "—"
        ) : (
          <Badge intent={progressIntent(progress)} minimal>
            {formatWholePercent(progress)}
          </Badge>
        )}
      </td>
    </tr>
  );
}
