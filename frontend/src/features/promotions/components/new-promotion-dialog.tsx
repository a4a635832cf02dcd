// 'Nueva Promoción': name, optional description, discount (integer 1-100, default 10), the
// initial-state checkbox, start date (today by default) and end date (not before the start). The
// five rules are checked in the specification's order, each as a destructive toast; the form resets
// on submit or close.
import { Button, Checkbox, Classes, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, useState, type FormEvent } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { useCreatePromotion } from "../api/use-create-promotion";
import {
  checkPromotionForm,
  emptyPromotionForm,
  promotionPayload,
  type PromotionFormValues,
} from "../lib/promotion-form";

export interface NewPromotionDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function NewPromotionDialog({ isOpen, onClose }: NewPromotionDialogProps) {
  const [values, setValues] = useState<PromotionFormValues>(() => emptyPromotionForm());
  const [saving, setSaving] = useState(false);
  const create = useCreatePromotion();
  const ids = { name: useId(), description: useId(), discount: useId(), start: useId(), end: useId() };

  function change<K extends keyof PromotionFormValues>(field: K, value: PromotionFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function close() {
    setValues(emptyPromotionForm());
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = checkPromotionForm(values);
    if (failure) {
      void toast.error(failure.title, failure.message);
      return;
    }
    setSaving(true);
    try {
      await create(promotionPayload(values));
      void toast.success("Promoción creada", "La promoción ha sido creada exitosamente");
      close();
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog isOpen={isOpen} onClose={close} title="Nueva Promoción" className="promotion-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label="Nombre" labelFor={ids.name} labelInfo="*">
            <InputGroup
              id={ids.name}
              value={values.name}
              onValueChange={(name) => change("name", name)}
              placeholder="Ej. Semana del frenado"
              autoFocus
            />
          </FormGroup>
          <FormGroup label="Descripción" labelFor={ids.description} labelInfo="(opcional)">
            <TextArea
              id={ids.description}
              fill
              value={values.description}
              onChange={(event) => change("description", event.currentTarget.value)}
              placeholder="Describe la promoción"
            />
          </FormGroup>
          <FormGroup
            label="Porcentaje de descuento"
            labelFor={ids.discount}
            labelInfo="*"
            helperText="Entre 1% y 100%"
          >
            <InputGroup
              id={ids.discount}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              value={values.discount}
              onValueChange={(discount) => change("discount", discount)}
              rightElement={<span className="promotion-input-suffix">%</span>}
            />
          </FormGroup>
          <div className="promotion-dates">
            <FormGroup label="Fecha de inicio" labelFor={ids.start} labelInfo="*">
              <InputGroup
                id={ids.start}
                type="date"
                value={values.startDate}
                onValueChange={(startDate) => change("startDate", startDate)}
              />
            </FormGroup>
            <FormGroup label="Fecha de fin" labelFor={ids.end} labelInfo="*">
              <InputGroup
                id={ids.end}
                type="date"
                min={values.startDate || undefined}
                value={values.endDate}
                onValueChange={(endDate) => change("endDate", endDate)}
              />
            </FormGroup>
          </div>
          <Checkbox
            label="Activar la promoción al crearla"
            checked={values.isActive}
            onChange={(event) => change("isActive", event.currentTarget.checked)}
          />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={close} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" intent="primary" loading={saving}>
              Crear Promoción
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
