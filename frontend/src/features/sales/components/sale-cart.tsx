// Right half of the new-sale dialog: the lines (quantity, discount, subtotal) and the total.
import { Button, HTMLTable } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { formatCop } from "@/lib/format";
import { saleTotal } from "../lib/sale-rules";
import type { NewSaleState } from "./use-new-sale";

export function SaleCart({ sale }: { sale: NewSaleState }) {
  return (
    <section className="sale-cart" aria-label="Productos en la venta">
      <h3 className="sale-section-title">Productos en la venta</h3>
      {sale.lines.length === 0 ? (
        <p className="sales-muted">No hay productos en la venta</p>
      ) : (
        <div className="sales-table-wrap">
          <HTMLTable compact className="sale-lines">
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col" className="sales-num">
                  Cant.
                </th>
                <th scope="col" className="sales-num">
                  Desc.
                </th>
                <th scope="col" className="sales-num">
                  Subtotal
                </th>
                <th scope="col">
                  <span className="sales-visually-hidden">Quitar</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sale.lines.map((line) => (
                <tr key={line.productId}>
                  <td>
                    <div>{line.name}</div>
                    <div className="sales-muted">
                      {line.sku} · {formatCop(line.price)}
                    </div>
                  </td>
                  <td className="sales-num">{line.quantity}</td>
                  <td className="sales-num">{line.discount}%</td>
                  <td className="sales-num">{formatCop(line.subtotal)}</td>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      icon={<Trash />}
                      aria-label={`Quitar ${line.name}`}
                      onClick={() => sale.remove(line.productId)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <p className="sale-total">
        <span>Total</span>
        <strong>{formatCop(saleTotal(sale.lines))}</strong>
      </p>
    </section>
  );
}
