// A new sale's cart: the lines (quantity, discount, subtotal) and the total. The counter ('Modo
// mostrador') edits quantity and discount in place and shows its exact totals itself instead.
import { Button, HTMLTable } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { formatCop } from "@/lib/format";
import { digitsOnly, discountDigits, saleTotal } from "../lib/sale-rules";
import { CartLineInput } from "./cart-line-input";
import { SaleLinesHead } from "./sale-lines-table";
import type { NewSaleState } from "./use-new-sale";

export interface SaleCartProps {
  sale: NewSaleState;
  /** Quantity and discount typed in each line, and no total of its own (the counter's). */
  counter?: boolean;
  emptyText?: string;
}

export function SaleCart({
  sale,
  counter = false,
  emptyText = "No hay productos en la venta",
}: SaleCartProps) {
  return (
    <section
      className={counter ? "sale-cart sale-cart-counter" : "sale-cart"}
      aria-label="Productos en la venta"
    >
      <h3 className="sale-section-title">Productos en la venta</h3>
      {sale.lines.length === 0 ? (
        <p className="sales-muted">{emptyText}</p>
      ) : (
        <div className="sales-table-wrap">
          <HTMLTable compact className="sale-lines">
            <SaleLinesHead>
              <th scope="col">
                <span className="sales-visually-hidden">Quitar</span>
              </th>
            </SaleLinesHead>
            <tbody>
              {sale.lines.map((line) => (
                <tr key={line.productId}>
                  <td className="sale-line-product">
                    <div>{line.name}</div>
                    <div className="sales-muted">
                      {line.sku} · {formatCop(line.price)}
                    </div>
                  </td>
                  {counter ? (
                    <>
                      <td className="sales-num sale-line-quantity" data-label="Cant.">
                        <CartLineInput
                          label={`Cantidad de ${line.name}`}
                          value={line.quantity}
                          normalize={digitsOnly}
                          onCommit={(text) => sale.change(line.productId, text, String(line.discount))}
                        />
                      </td>
                      <td className="sales-num sale-line-discount" data-label="Desc.">
                        <CartLineInput
                          label={`Descuento (%) de ${line.name}`}
                          value={line.discount}
                          normalize={discountDigits}
                          onCommit={(text) => sale.change(line.productId, String(line.quantity), text)}
                        />
                      </td>
                    </>
                  ) : (
                    <>
                      <td className="sales-num">{line.quantity}</td>
                      <td className="sales-num">{line.discount}%</td>
                    </>
                  )}
                  <td className="sales-num sale-line-subtotal">{formatCop(line.subtotal)}</td>
                  <td className="sale-line-remove">
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
      {counter ? null : (
        <p className="sale-total">
          <span>Total</span>
          <strong>{formatCop(saleTotal(sale.lines))}</strong>
        </p>
      )}
    </section>
  );
}
