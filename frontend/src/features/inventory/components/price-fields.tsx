// Cost, margin and selling price, each change recomputing the others.
import { onCostChange, onMarginChange, onSellingChange, type PriceFields as Prices } from "../lib/price-sync";
import type { FormErrors } from "../lib/product-form";
import { FormField } from "@/components/form-field";
import type { ProductFormState } from "./use-product-form";

export interface PriceFieldsProps {
  form: ProductFormState;
  /** Labels' required marks: the edit dialog marks cost and selling price. */
  required?: boolean;
}

const pick = (v: Prices): Prices => ({
  costPrice: v.costPrice,
  marginPercent: v.marginPercent,
  sellingPrice: v.sellingPrice,
});

export function PriceFields({ form, required = true }: PriceFieldsProps) {
  const sync = (next: (prices: Prices) => Prices) => form.update((values) => next(pick(values)));
  const errors: FormErrors = form.errors;
  return (
    <div className="inv-form-row inv-form-row-3">
      <FormField
        form={form}
        field="costPrice"
        label="Precio de costo"
        required={required}
        type="number"
        step="0.01"
        min={0}
        onValueChange={(value) => sync((prices) => onCostChange(prices, value))}
      />
      <FormField
        form={form}
        field="marginPercent"
        label="Margen (%)"
        type="number"
        step="0.1"
        min={0}
        helper={errors.marginPercent ? undefined : "Calcula el precio de venta"}
        onValueChange={(value) => sync((prices) => onMarginChange(prices, value))}
      />
      <FormField
        form={form}
        field="sellingPrice"
        label="Precio de venta"
        required={required}
        type="number"
        step="0.01"
        min={0}
        onValueChange={(value) => sync((prices) => onSellingChange(prices, value))}
      />
    </div>
  );
}
