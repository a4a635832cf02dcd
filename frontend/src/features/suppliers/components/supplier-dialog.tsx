// 'Nuevo Proveedor' / 'Editar Proveedor': the form of a supplier, prefilled when editing. The
// address field suggests addresses; picking one fills the address, city and country.
import { Button, Classes, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useEffect, useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { AddressProvider } from "../lib/address-provider";
import type { Supplier } from "../lib/supplier";
import {
  EMPTY_SUPPLIER_FORM,
  NAME_REQUIRED,
  formValuesOf,
  isSupplierFormValid,
  supplierEmailProblem,
  type SupplierFormValues,
} from "../lib/supplier-form";
import { AddressAutocomplete } from "./address-autocomplete";

export interface SupplierDialogProps {
  isOpen: boolean;
  /** The supplier being edited; null for a new one. */
  supplier: Supplier | null;
  addressProvider: AddressProvider;
  onClose: () => void;
  onSave: (values: SupplierFormValues) => void;
  /** 'RIF / NIT' and 'Tiempo de entrega (días)': suppliers kept on the server only. */
  serverFields?: boolean;
}

const RATING_OPTIONS = [
  { value: "", label: "Sin valoración" },
  { value: "0", label: "0 estrellas" },
  { value: "1", label: "1 estrella" },
  { value: "2", label: "2 estrellas" },
  { value: "3", label: "3 estrellas" },
  { value: "4", label: "4 estrellas" },
  { value: "5", label: "5 estrellas" },
];

type TextField = "name" | "contactPerson" | "email" | "phone" | "city" | "country" | "taxId" | "leadTimeDays";

export function SupplierDialog(props: SupplierDialogProps) {
  const { isOpen, supplier, addressProvider, onClose, onSave, serverFields = false } = props;
  const id = useId();
  const [values, setValues] = useState<SupplierFormValues>(EMPTY_SUPPLIER_FORM);
  useEffect(() => {
    if (isOpen) setValues(supplier ? formValuesOf(supplier) : EMPTY_SUPPLIER_FORM);
  }, [isOpen, supplier]);

  const update = (patch: Partial<SupplierFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const [emailError, setEmailError] = useState<string | null>(null);
  useEffect(() => {
    if (isOpen) setEmailError(null);
  }, [isOpen]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isSupplierFormValid(values)) {
      void toast.error(NAME_REQUIRED.title, NAME_REQUIRED.description);
      return;
    }
    const emailProblem = supplierEmailProblem(values);
    setEmailError(emailProblem);
    if (emailProblem) {
      void toast.error("Error", emailProblem);
      return;
    }
    onSave(values);
  }

  function text(
    field: TextField,
    label: string,
    options: {
      type?: string;
      placeholder?: string;
      required?: boolean;
      error?: string | null;
      min?: number;
      max?: number;
    } = {},
  ) {
    const intent = options.error ? "danger" : "none";
    return (
      <FormGroup
        label={label}
        labelFor={`${id}-${field}`}
        labelInfo={options.required ? "*" : undefined}
        helperText={options.error ?? undefined}
        intent={intent}
      >
        <InputGroup
          id={`${id}-${field}`}
          intent={intent}
          type={options.type ?? "text"}
          value={values[field]}
          placeholder={options.placeholder}
          min={options.min}
          max={options.max}
          onValueChange={(value) => update({ [field]: value })}
        />
      </FormGroup>
    );
  }

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={supplier ? "Editar Proveedor" : "Nuevo Proveedor"}
      className="sup-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className={Classes.DIALOG_BODY}>
          {text("name", "Nombre", { required: true, placeholder: "Nombre del proveedor" })}
          {text("contactPerson", "Persona de contacto")}
          {serverFields ? (
            <div className="sup-form-row">
              {text("taxId", "RIF / NIT", { placeholder: "J-12345678-9" })}
              {text("leadTimeDays", "Tiempo de entrega (días)", { type: "number", min: 0, max: 365 })}
            </div>
          ) : null}
          <div className="sup-form-row">
            {text("email", "Correo electrónico", {
              type: "email",
              placeholder: "correo@proveedor.com",
              error: emailError,
            })}
            {text("phone", "Teléfono", { type: "tel" })}
          </div>
          <AddressAutocomplete
            value={values.address}
            provider={addressProvider}
            onChange={(address) => update({ address })}
            onPick={(details) =>
              update({ address: details.street, city: details.city, country: details.country })
            }
          />
          <div className="sup-form-row">
            {text("city", "Ciudad")}
            {text("country", "País")}
          </div>
          <div className="sup-form-row">
            <FormGroup label="Estado" labelFor={`${id}-status`}>
              <HTMLSelect
                id={`${id}-status`}
                fill
                value={values.status}
                onChange={(event) =>
                  update({ status: event.currentTarget.value as SupplierFormValues["status"] })
                }
                options={[
                  { value: "active", label: "Activo" },
                  { value: "inactive", label: "Inactivo" },
                ]}
              />
            </FormGroup>
            <FormGroup label="Valoración" labelFor={`${id}-rating`}>
              <HTMLSelect
                id={`${id}-rating`}
                fill
                value={values.rating}
                onChange={(event) => update({ rating: event.currentTarget.value })}
                options={RATING_OPTIONS}
              />
            </FormGroup>
          </div>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="Cancelar" variant="outlined" onClick={onClose} />
            <Button type="submit" intent="primary" text={supplier ? "Guardar cambios" : "Crear Proveedor"} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
