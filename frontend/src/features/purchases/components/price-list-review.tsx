// What a supplier's price list changes, before anything is written: the counts, the parts whose
// prices move (old → new), the codes no part holds (listed, never created) and the rows with errors.
import { Callout, HTMLTable } from "@blueprintjs/core";
import type { SupplierPriceListResult } from "@/lib/api/types";
import { formatCop } from "@/lib/format";

export interface PriceListReviewProps {
  result: SupplierPriceListResult;
  sellingPrices: boolean;
}

export function PriceListReview({ result, sellingPrices }: PriceListReviewProps) {
  const { rowsTotal, changed, unchanged, unknownCodes, problems, problemsTotal } = result;
  return (
    <div className="pur-price-review">
      <Callout
        intent={problemsTotal > 0 ? "danger" : "success"}
        title={`${rowsTotal} filas en la lista`}
        compact
      >
        {changed} productos cambian de precio, {unchanged} sin cambios, {unknownCodes.length} códigos
        desconocidos, {problemsTotal} filas con errores.
      </Callout>
      {problems.length > 0 ? (
        <>
          <h3 className="pur-section-title">Filas con errores</h3>
          <ul className="pur-price-problems" aria-label="Filas con errores">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.column}-${problem.message}`}>
                Fila {problem.line}, {problem.column}: {problem.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.changes.length > 0 ? (
        <div className="pur-price-scroll">
          <HTMLTable compact striped aria-label="Precios que cambian">
            <thead>
              <tr>
                <th>Fila</th>
                <th>Producto</th>
                <th>Costo</th>
                {sellingPrices ? <th>Precio de venta</th> : null}
              </tr>
            </thead>
            <tbody>
              {result.changes.map((change) => (
                <tr key={change.productId}>
                  <td>{change.line}</td>
                  <td>
                    {change.name} <small>{change.sku}</small>
                  </td>
                  <td>
                    {formatCop(change.oldCostPrice)} → {formatCop(change.newCostPrice)}
                  </td>
                  {sellingPrices ? (
                    <td>
                      {formatCop(change.oldSellingPrice)} → {formatCop(change.newSellingPrice)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {unknownCodes.length > 0 ? (
        <>
          <h3 className="pur-section-title">Códigos desconocidos (no se crean)</h3>
          <p className="pur-price-unknown" aria-label="Códigos desconocidos">
            {unknownCodes.map((unknown) => `${unknown.code} (fila ${unknown.line})`).join(", ")}
          </p>
        </>
      ) : null}
    </div>
  );
}
