// The one brand dialog: a required name, an optional description and whatever further fields the
// screen adds (the catalogue's logo, country, website and categories; the vehicles screen none).
// Each screen gives its own texts and its own save. Validation runs on submit, then on every change;
// the dialog closes only when the save succeeds, so what was typed survives a server error.
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { NAME_REQUIRED } from "@rules/catalogue-messages";
import { useId, useState, type FormEvent, type JSX, type ReactNode } from "react";
import { AppDialog } from "./app-dialog";

export interface BrandDialogValues {
  name: string;
  description: string;
}

export interface BrandDialogProps<V extends BrandDialogValues> {
  isOpen: boolean;
  title: string;
  icon?: JSX.Element;
  className: string;
  initialValues: V;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  descriptionRows: number;
  submitText: string;
  /** The screen's further fields, under the description. */
  details?: (values: V, set: (patch: Partial<V>) => void) => ReactNode;
  /** Saves (and says so); resolves true when the dialog may close. */
  onSave: (values: V) => Promise<boolean>;
  onClose: () => void;
  /** Stories open the dialog already submitted once, to show the validation state. */
  initiallySubmitted?: boolean;
}

export const brandNameError = (values: BrandDialogValues): string | undefined =>
  values.name.trim() ? undefined : NAME_REQUIRED.brand;

export function BrandDialog<V extends BrandDialogValues>(props: BrandDialogProps<V>) {
  const { onSave, onClose } = props;
  const nameId = useId();
  const descriptionId = useId();
  const [values, setValues] = useState<V>(props.initialValues);
  const [submitted, setSubmitted] = useState(props.initiallySubmitted ?? false);
  const [saving, setSaving] = useState(false);
  const nameError = submitted ? brandNameError(values) : undefined;

  const set = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (brandNameError(values)) return;
    setSaving(true);
    try {
      if (await onSave(values)) onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog
      isOpen={props.isOpen}
      onClose={saving ? undefined : onClose}
      title={props.title}
      icon={props.icon}
      canOutsideClickClose={!saving}
      className={props.className}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label="Nombre"
            labelFor={nameId}
            labelInfo="(obligatorio)"
            intent={nameError ? "danger" : "none"}
            helperText={nameError}
          >
            <InputGroup
              id={nameId}
              autoFocus
              value={values.name}
              placeholder={props.namePlaceholder}
              intent={nameError ? "danger" : "none"}
              aria-invalid={nameError ? true : undefined}
              onValueChange={(name) => set({ name } as Partial<V>)}
            />
          </FormGroup>
          <FormGroup label="Descripción" labelFor={descriptionId} labelInfo="(opcional)">
            <TextArea
              id={descriptionId}
              fill
              rows={props.descriptionRows}
              value={values.description}
              placeholder={props.descriptionPlaceholder}
              onChange={(event) => set({ description: event.target.value } as Partial<V>)}
            />
          </FormGroup>
          {props.details?.(values, set)}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancelar" onClick={onClose} disabled={saving} />
              <Button type="submit" intent="primary" text={props.submitText} loading={saving} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
