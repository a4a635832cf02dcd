// The create/edit dialog shared by categories and subcategories: a required name and an optional
// description. Validation runs on submit, then on every change; the dialog closes only when the
// save succeeds, so what the user typed survives a server error.
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { AppDialog } from "@/components/app-dialog";
import { useId, useState, type FormEvent, type JSX, type KeyboardEvent, type ReactNode } from "react";
import type { FormErrors, NamedFormValues } from "../lib/catalogue-forms";

export interface NameDescriptionDialogProps {
  isOpen: boolean;
  title: string;
  subtitle?: ReactNode;
  icon?: JSX.Element;
  initialValues: NamedFormValues;
  namePlaceholder?: string;
  descriptionPlaceholder?: string;
  submitText: string;
  validate: (values: NamedFormValues) => FormErrors;
  /** Saves; resolves true when the dialog may close. */
  onSubmit: (values: NamedFormValues) => Promise<boolean>;
  onClose: () => void;
  /** Stories open the dialog already submitted once, to show the validation state. */
  initiallySubmitted?: boolean;
}

export function NameDescriptionDialog(props: NameDescriptionDialogProps) {
  const { validate, onSubmit, onClose } = props;
  const nameId = useId();
  const descriptionId = useId();
  const [values, setValues] = useState(props.initialValues);
  const [submitted, setSubmitted] = useState(props.initiallySubmitted ?? false);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? validate(values) : {};

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
      className="catalogue-dialog"
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
              onValueChange={(name) => setValues((current) => ({ ...current, name }))}
            />
          </FormGroup>
          <FormGroup label="Descripción" labelFor={descriptionId} labelInfo="(opcional)">
            <TextArea
              id={descriptionId}
              fill
              rows={3}
              value={values.description}
              placeholder={props.descriptionPlaceholder}
              onKeyDown={submitOnModifiedEnter}
              onChange={(event) => {
                const description = event.target.value;
                setValues((current) => ({ ...current, description }));
              }}
            />
          </FormGroup>
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
