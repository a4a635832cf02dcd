// 'Crear Nuevo Usuario': the submit button stays disabled until the five fields are filled. The
// servers' field rules (rules/user-rules.ts: username without spaces and at least 3 characters, a
// password of at least 8) are checked before sending; the servers check the rest (a valid e-mail,
// unique username and e-mail). Either way the Spanish message shows under the field and in a toast.
import { Button, Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useId, useState, type FormEvent } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Role } from "@/lib/api/types";
import { newUserProblem } from "@rules/user-rules";
import { useCreateUser } from "../api/use-create-user";
import { fieldOfMessage } from "../lib/user-display";
import { UserField } from "./user-field";

interface Values {
  name: string;
  username: string;
  email: string;
  password: string;
  role: Role | "";
}

const EMPTY: Values = { name: "", username: "", email: "", password: "", role: "" };

export interface CreateUserDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function CreateUserDialog({ isOpen, onClose }: CreateUserDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = useState(false);
  const create = useCreateUser();
  const roleId = useId();
  const complete =
    values.name.trim() !== "" &&
    values.username.trim() !== "" &&
    values.email.trim() !== "" &&
    values.password !== "" &&
    values.role !== "";

  function change(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  function refuse(message: string, field: keyof Values | null) {
    if (field) setErrors({ [field]: message });
    void toast.error("Error", `Error al crear usuario: ${message}`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || values.role === "") return;
    const problem = newUserProblem(values);
    if (problem) return refuse(problem.message, problem.field);
    setSaving(true);
    try {
      await create({
        name: values.name.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        role: values.role,
      });
      void toast.success("Usuario creado", "El usuario ha sido creado exitosamente.");
      close();
    } catch (error) {
      const message = errorMessage(error);
      refuse(message, fieldOfMessage(message));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog isOpen={isOpen} onClose={close} title="Crear Nuevo Usuario" className="users-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={Classes.DIALOG_BODY}>
          <UserField
            label="Nombre completo"
            value={values.name}
            onChange={(value) => change("name", value)}
            error={errors.name}
            placeholder="Ej. Juan Pérez"
            autoFocus
          />
          <UserField
            label="Nombre de usuario"
            value={values.username}
            onChange={(value) => change("username", value)}
            error={errors.username}
            hint="Sin espacios, al menos 3 caracteres"
            placeholder="Ej. jperez"
            autoComplete="off"
          />
          <UserField
            label="Email"
            type="email"
            value={values.email}
            onChange={(value) => change("email", value)}
            error={errors.email}
            placeholder="usuario@correo.com"
            autoComplete="off"
          />
          <UserField
            label="Contraseña"
            type="password"
            value={values.password}
            onChange={(value) => change("password", value)}
            error={errors.password}
            hint="Al menos 8 caracteres"
            autoComplete="new-password"
          />
          <FormGroup label="Rol" labelFor={roleId} labelInfo="*">
            <HTMLSelect
              id={roleId}
              fill
              value={values.role}
              onChange={(event) => change("role", event.currentTarget.value)}
              options={[
                { value: "", label: "Selecciona un rol" },
                { value: "sales", label: "Vendedor" },
                { value: "admin", label: "Administrador" },
              ]}
            />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={close} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" intent="primary" disabled={!complete} loading={saving}>
              Crear Usuario
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
