// The create/edit dialog of a named thing: a required name, an optional description and whatever
// further fields the screen adds. Categories, subcategories and brands use it (the catalogue's brand
// form adds the logo, country, website and categories; the vehicles screen's new make adds none);
// each screen gives its own texts, check and save. Validation runs on submit, then on every change;
// the dialog closes only when the save succeeds, so what the user typed survives a server error.
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, useState, type FormEvent, type JSX, type KeyboardEvent, type ReactNode } from "react";
import { AppDialog } from "./app-dialog";

export interface NamedValues {
  name: string;
  description: string;
}

export interface NameErrors {
  name?: string;
}

export interface NameDescriptionDialogProps<V extends NamedValues> {
  isOpen: boolean;
  title: string;
  subtitle?: ReactNode;
  icon?: JSX.Element;
  className: string;
  initialValues: V;
  namePlaceholder?: string;
  descriptionPlaceholder?: string;
  descriptionRows?: number;
  submitText: string;
  validate: (values: V) => NameErrors;
  /** The screen's further fields, under the description. */
  details?: (values: V, set: (patch: Partial<V>) => void) => ReactNode;
  /** Saves; resolves true when the dialog may close. */
  onSubmit: (values: V) => Promise<boolean>;
  onClose: () => void;
  /** Stories open the dialog already submitted once, to show the validation state. */
  initiallySubmitted?: boolean;
}

/** The check of a dialog whose only required field is the name. */
export const nameRequired =
  (message: string) =>
  (values: NamedValues): NameErrors =>
    values.name.trim() ? {} : { name: message };

export function NameDescriptionDialog<V extends NamedValues>(props: NameDescriptionDialogProps<V>) {
  const { validate, onSubmit, onClose } = props;
  const nameId = useId();
  const descriptionId = useId();
  const [values, setValues] = useState<V>(props.initialValues);
  const [submitted, setSubmitted] = useState(props.initiallySubmitted ?? false);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? validate(values) : {};

  const set = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (validate(values).name) return;
    setSaving(true);
    try {
      if (await onSubmit(values)) onClose();
    } finally {
      setSaving(false);
    }
  }

  // A textarea keeps Enter for new lines; Ctrl/Cmd+Enter still submits from it.
  function submitOnModifiedEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
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
          {props.subtitle ? <p className="catalogue-dialog-subtitle">{props.subtitle}</p> : null}
          <FormGroup
            label="Nombre"
            labelFor={nameId}
            labelInfo="(obligatorio)"
            intent={errors.name ? "danger" : "none"}
            helperText={errors.name}
          >
            <InputGroup
              id={nameId}
              autoFocus
              value={values.name}
              placeholder={props.namePlaceholder}
              intent={errors.name ? "danger" : "none"}
              aria-invalid={errors.name ? true : undefined}
              onValueChange={(name) => set({ name } as Partial<V>)}
            />
          </FormGroup>
          <FormGroup label="Descripción" labelFor={descriptionId} labelInfo="(opcional)">
            <TextArea
              id={descriptionId}
              fill
              rows={props.descriptionRows ?? 3}
              value={values.description}
              placeholder={props.descriptionPlaceholder}
              onKeyDown={submitOnModifiedEnter}
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
