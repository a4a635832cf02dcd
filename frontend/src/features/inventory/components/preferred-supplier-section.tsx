// 'Proveedor preferido' in the product dialog (Administrador, 'Modo mostrador' on): the supplier
// 'Compras' → 'Sugerencias' lists this part under, chosen for any part, not only those already under
// their minimum. Saved as soon as it is chosen; the dialog loads this section only with the mode on.
import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { savePreferredSupplier, usePreferredSupplier, useSuppliers } from "../api/use-preferred-supplier";

export function PreferredSupplierSection({ productId }: { productId: number }) {
  const id = useId();
  const suppliers = useSuppliers();
  const preferred = usePreferredSupplier(productId);
  const [saving, setSaving] = useState(false);
  const failed = (!preferred.data && preferred.error) || (!suppliers.data && suppliers.error);

  async function choose(value: string) {
    setSaving(true);
    try {
      const saved = await savePreferredSupplier(productId, value === "" ? null : Number(value));
      await preferred.mutate(saved, { revalidate: false });
      void toast.success("Proveedor preferido guardado");
    } catch (error) {
      void toast.error("No se pudo guardar el proveedor preferido", errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="inv-fitment" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="inv-view-subtitle">
        Proveedor preferido
      </h3>
      <AsyncState
        loading={!failed && (!preferred.data || !suppliers.data)}
        error={failed || undefined}
        errorTitle="Error al cargar el proveedor preferido"
        onRetry={() => {
          void preferred.mutate();
          void suppliers.mutate();
        }}
        titleLevel={4}
      >
        <FormGroup
          label="Proveedor"
          labelFor={`${id}-select`}
          helperText="'Sugerencias' en Compras agrupa esta parte bajo este proveedor."
        >
          <HTMLSelect
            id={`${id}-select`}
            value={String(preferred.data?.supplierId ?? "")}
            disabled={saving}
            onChange={(event) => void choose(event.currentTarget.value)}
            options={[
              { value: "", label: "Sin proveedor preferido" },
              ...(suppliers.data ?? []).map((supplier) => ({
                value: String(supplier.id),
                label: supplier.name,
              })),
            ]}
          />
        </FormGroup>
      </AsyncState>
    </section>
  );
}
