// 'Nuevo Cliente' / 'Editar Cliente': the required fields follow the customer type (Nombre and
// Apellido, or Razón Social) and the e-mail's shape, checked by the servers' own rules before sending.
// The server's 409 for a taken document shows under the document field.
import { Button, Classes } from "@blueprintjs/core";
import { useState, type FormEvent } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { ApiError, errorMessage } from "@/lib/api/errors";
import type { Customer } from "@/lib/api/types";
import { useCreateCustomer } from "../api/use-create-customer";
import { useUpdateCustomer } from "../api/use-update-customer";
import { CUSTOMER_TYPE_LABELS, DOCUMENT_TYPE_LABELS } from "../lib/customer-display";
import {
  EMPTY_CUSTOMER_FORM,
  customerInput,
  formFromCustomer,
  validateCustomerForm,
  type CustomerFormErrors,
  type CustomerFormValues,
} from "../lib/customer-form";
import { VENEZUELAN_STATES } from "../lib/venezuelan-states";
import { LabelledInput } from "./labelled-input";
import { LabelledSelect } from "./labelled-select";

export interface CustomerFormDialogProps {
  isOpen: boolean;
  /** null: create mode. */
  customer: Customer | null;
  onClose: () => void;
}

const TYPE_OPTIONS = Object.entries(CUSTOMER_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const DOCUMENT_OPTIONS = Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const STATE_OPTIONS = [
  { value: "", label: "Seleccione un estado" },
  ...VENEZUELAN_STATES.map((state) => ({ value: state, label: state })),
];

export function CustomerFormDialog({ isOpen, customer, onClose }: CustomerFormDialogProps) {
  const editing = customer !== null;
  const [values, setValues] = useState<CustomerFormValues>(() =>
    customer ? formFromCustomer(customer) : EMPTY_CUSTOMER_FORM,
  );
  // A stored e-mail from before the check existed opens with its problem shown, to be corrected.
  const [errors, setErrors] = useState<CustomerFormErrors>(() =>
    customer ? { email: validateCustomerForm(formFromCustomer(customer)).email } : {},
  );
  const [saving, setSaving] = useState(false);
  const create = useCreateCustomer();
  const update = useUpdateCustomer();

  function change<K extends keyof CustomerFormValues>(field: K, value: CustomerFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateCustomerForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      if (customer) {
        await update(customer.id, customerInput(values));
        void toast.success("Cliente actualizado", "El cliente ha sido actualizado exitosamente.");
      } else {
        await create(customerInput(values));
        void toast.success("Cliente creado", "El cliente ha sido registrado exitosamente.");
      }
      onClose();
    } catch (error) {
      const message =
        errorMessage(error) || (editing ? "Error al actualizar el cliente" : "Error al crear el cliente");
      if (error instanceof ApiError && error.status === 409) {
        setErrors((current) => ({ ...current, document_number: message }));
      }
      void toast.error("Error", message);
    } finally {
      setSaving(false);
    }
  }

  const natural = values.customer_type === "natural";
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? "Editar Cliente" : "Nuevo Cliente"}
      className="customer-dialog"
      canOutsideClickClose={!saving}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={`${Classes.DIALOG_BODY} customer-form`}>
          <div className="customer-form-grid">
            <LabelledSelect
              label="Tipo de Cliente"
              required
              value={values.customer_type}
              options={TYPE_OPTIONS}
              onChange={(value) => change("customer_type", value as CustomerFormValues["customer_type"])}
            />
            <LabelledSelect
              label="Tipo de Documento"
              required
              value={values.document_type}
              options={DOCUMENT_OPTIONS}
              onChange={(value) => change("document_type", value as CustomerFormValues["document_type"])}
            />
            <LabelledInput
              label="Número de Documento"
              required
              value={values.document_number}
              onChange={(value) => change("document_number", value)}
              error={errors.document_number}
              placeholder={values.document_type === "rif" ? "J-12345678-9" : "V-12345678"}
            />
            {natural ? (
              <>
                <LabelledInput
                  label="Nombre"
                  required
                  value={values.first_name}
                  onChange={(value) => change("first_name", value)}
                  error={errors.first_name}
                />
                <LabelledInput
                  label="Apellido"
                  required
                  value={values.last_name}
                  onChange={(value) => change("last_name", value)}
                  error={errors.last_name}
                />
              </>
            ) : (
              <>
                <LabelledInput
                  label="Razón Social"
                  required
                  value={values.business_name}
                  onChange={(value) => change("business_name", value)}
                  error={errors.business_name}
                />
                <LabelledInput
                  label="RIF"
                  value={values.tax_id}
                  onChange={(value) => change("tax_id", value)}
                  placeholder="J-12345678-9"
                  hint="Formato: J-12345678-9"
                />
              </>
            )}
            <LabelledInput
              label="Email"
              type="email"
              value={values.email}
              onChange={(value) => change("email", value)}
              placeholder="cliente@correo.com"
              error={errors.email}
            />
            <LabelledInput
              label="Teléfono"
              type="tel"
              value={values.phone}
              onChange={(value) => change("phone", value)}
              placeholder="+58 412-555-0101"
            />
            <LabelledInput label="Ciudad" value={values.city} onChange={(value) => change("city", value)} />
            <LabelledSelect
              label="Estado"
              value={values.state}
              options={STATE_OPTIONS}
              onChange={(value) => change("state", value)}
            />
            <LabelledInput
              label="Código Postal"
              value={values.postal_code}
              onChange={(value) => change("postal_code", value)}
            />
          </div>
          <LabelledInput
            label="Dirección"
            value={values.address}
            onChange={(value) => change("address", value)}
          />
          <LabelledInput
            label="Notas"
            multiline
            value={values.notes}
            onChange={(value) => change("notes", value)}
          />
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" intent="primary" loading={saving}>
              {editing ? "Actualizar Cliente" : "Crear Cliente"}
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
