// The Administrador's editing of a product's fitment list: remove a model, add one, then save the
// whole list (PUT /api/products/{id}/vehicles) or cancel. The outcome is told by a toast.
import { Button } from "@blueprintjs/core";
import { Cross, FloppyDisk } from "@blueprintjs/icons";
import { useState } from "react";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { ProductFitment } from "@/lib/api/types";
import { useReplaceProductFitments } from "../api/use-replace-product-fitments";
import { formatFitment, toFitmentInputs } from "../lib/fitment";
import { FitmentAddForm } from "./fitment-add-form";

export interface FitmentEditorProps {
  productId: number;
  fitments: readonly ProductFitment[];
  onCancel: () => void;
  onSaved: (fitments: ProductFitment[]) => void;
}

function savedText(count: number): string {
  if (count === 0) return "El producto ya no tiene modelos compatibles.";
  return count === 1 ? "Se guardó 1 modelo compatible." : `Se guardaron ${count} modelos compatibles.`;
}

export function FitmentEditor({ productId, fitments, onCancel, onSaved }: FitmentEditorProps) {
  const replace = useReplaceProductFitments();
  const [list, setList] = useState<ProductFitment[]>([...fitments]);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const saved = await replace(productId, toFitmentInputs(list));
      void toast.success("Compatibilidad actualizada", savedText(saved.length));
      onSaved(saved);
    } catch (error) {
      void toast.error("Error al guardar la compatibilidad", errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <div className="inv-fitment-editor">
      {list.length === 0 ? (
        <p className="inv-fitment-empty">
          Ningún modelo en la lista: el repuesto quedará sin compatibilidad.
        </p>
      ) : (
        <ul className="inv-fitment-list is-editing" aria-label="Vehículos compatibles">
          {list.map((fitment) => {
            const text = formatFitment(fitment);
            return (
              <li key={fitment.vehicleId}>
                <span>{text}</span>
                <Button
                  size="small"
                  variant="minimal"
                  icon={<Cross />}
                  aria-label={`Quitar ${text}`}
                  title="Quitar de la lista"
                  disabled={saving}
                  onClick={() =>
                    setList((current) => current.filter((item) => item.vehicleId !== fitment.vehicleId))
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <FitmentAddForm listed={list} onAdd={(fitment) => setList((current) => [...current, fitment])} />
      <div className="inv-fitment-actions">
        <Button text="Cancelar" disabled={saving} onClick={onCancel} />
        <Button
          intent="primary"
          icon={<FloppyDisk />}
          text="Guardar compatibilidad"
          loading={saving}
          onClick={() => void save()}
        />
      </div>
    </div>
  );
}
