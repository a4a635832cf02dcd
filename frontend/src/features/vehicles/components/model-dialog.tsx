// 'Añadir Nuevo Modelo' and 'Editar Modelo': make, model name, years from and to (1990 to the
// current year, or none) and an optional engine. A reference model saved here is registered on
// the server. The dialog closes only when the save succeeds.
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from "@blueprintjs/core";
import { useId, useMemo, useState, type FormEvent } from "react";
import { AppDialog } from "@/components/app-dialog";
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { EMPTY_MODEL_FORM, formFromModel, validateModelForm, type ModelFormValues } from "../lib/model-form";
import { yearChoices } from "../lib/years";
import { useModelSave } from "./use-model-save";
import "./vehicles.css";

export interface ModelDialogProps {
  isOpen: boolean;
  makes: readonly VehicleMake[];
  /** The model to edit; null to add a new one. */
  model: VehicleModel | null;
  onClose: () => void;
  /** Stories open the dialog already submitted once, to show the validation state. */
  initiallySubmitted?: boolean;
}

export function ModelDialog(props: ModelDialogProps) {
  return props.isOpen ? <OpenModelDialog {...props} /> : null;
}

function yearOptions(current: string) {
  const years = yearChoices().map(String);
  if (current && !years.includes(current)) years.push(current);
  return [{ value: "", label: "No especificado" }, ...years.map((year) => ({ value: year, label: year }))];
}

function OpenModelDialog({ makes, model, onClose, initiallySubmitted }: ModelDialogProps) {
  const save = useModelSave(makes);
  const ids = { make: useId(), name: useId(), from: useId(), to: useId(), engine: useId() };
  const [values, setValues] = useState<ModelFormValues>(model ? formFromModel(model) : EMPTY_MODEL_FORM);
  const [submitted, setSubmitted] = useState(initiallySubmitted ?? false);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? validateModelForm(values) : {};
  const update = (changes: Partial<ModelFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const makeOptions = useMemo(
    () => [
      { value: "", label: "Selecciona una marca" },
      ...makes.map((make) => ({ value: make.key, label: make.name })),
    ],
    [makes],
  );
  const editing = model !== null;
  const fromReference = editing && model.id === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (Object.keys(validateModelForm(values)).length > 0) return;
    setSaving(true);
    try {
      if (await save(values, model)) onClose();
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof ModelFormValues) => ({
    intent: errors[key] ? ("danger" as const) : ("none" as const),
    helperText: errors[key],
  });

  return (
    <AppDialog
      isOpen
      title={editing ? "Editar Modelo" : "Añadir Nuevo Modelo"}
      onClose={saving ? undefined : onClose}
      canOutsideClickClose={!saving}
      className="vehicles-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {fromReference ? (
            <Callout intent="primary" compact className="vehicles-dialog-note">
              Este modelo viene de la lista de referencia: al guardarlo quedará registrado.
            </Callout>
          ) : null}
          <FormGroup label="Marca" labelFor={ids.make} labelInfo="(obligatorio)" {...field("makeKey")}>
            <HTMLSelect
              id={ids.make}
              fill
              value={values.makeKey}
              options={makeOptions}
              onChange={(event) => update({ makeKey: event.currentTarget.value })}
              aria-invalid={errors.makeKey ? true : undefined}
            />
          </FormGroup>
          <FormGroup label="Modelo" labelFor={ids.name} labelInfo="(obligatorio)" {...field("name")}>
            <InputGroup
              id={ids.name}
              autoFocus
              value={values.name}
              placeholder="Ej. Spark GT"
              intent={errors.name ? "danger" : "none"}
              aria-invalid={errors.name ? true : undefined}
              onValueChange={(name) => update({ name })}
            />
          </FormGroup>
          <div className="vehicles-dialog-years">
            <FormGroup label="Año desde" labelFor={ids.from} {...field("yearFrom")}>
              <HTMLSelect
                id={ids.from}
                fill
                value={values.yearFrom}
                options={yearOptions(values.yearFrom)}
                onChange={(event) => update({ yearFrom: event.currentTarget.value })}
              />
            </FormGroup>
            <FormGroup label="Año hasta" labelFor={ids.to} {...field("yearTo")}>
              <HTMLSelect
                id={ids.to}
                fill
                value={values.yearTo}
                options={yearOptions(values.yearTo)}
                onChange={(event) => update({ yearTo: event.currentTarget.value })}
                aria-invalid={errors.yearTo ? true : undefined}
              />
            </FormGroup>
          </div>
          <FormGroup label="Motor" labelFor={ids.engine} labelInfo="(opcional)">
            <InputGroup
              id={ids.engine}
              value={values.engine}
              placeholder="Ej. 1.2L"
              onValueChange={(engine) => update({ engine })}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancelar" onClick={onClose} disabled={saving} />
              <Button
                type="submit"
                intent="primary"
                text={editing ? "Guardar cambios" : "Guardar modelo"}
                loading={saving}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
