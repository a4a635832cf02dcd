// 'Cajas' in the 'Ventas' tab ('Modo mostrador' on): the shop's registers by name; an Administrador
// adds one or renames one in place ('Caja 1' exists from the start).
import { Button, Card, InputGroup } from "@blueprintjs/core";
import { Add, Edit, Tick } from "@blueprintjs/icons";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import type { Register } from "@/lib/api/types";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { createRegister, renameRegister, useRegisters } from "../api/use-registers";

async function attempt(work: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await work();
    void toast.success(done);
    return true;
  } catch (error) {
    void toast.error("Error", error instanceof Error ? error.message : String(error));
    return false;
  }
}

export function RegistersSettings() {
  const mode = useShopSettings().data?.counterMode === true;
  const registers = useRegisters(mode);
  const admin = isAdmin(useCurrentUser().user);
  const [name, setName] = useState("");
  if (!mode) return null;
  const create = async () => {
    if (await attempt(() => createRegister(name), `Caja creada: ${name.trim()}`)) setName("");
  };
  return (
    <Card className="set-section" role="region" aria-labelledby="registers-title">
      <h2 id="registers-title" className="set-section-title">
        Cajas
      </h2>
      <AsyncState
        loading={registers.isLoading}
        error={registers.error}
        errorTitle="Error al cargar las cajas"
        onRetry={() => void registers.mutate()}
      >
        <ul className="set-registers" aria-label="Cajas">
          {(registers.data ?? []).map((register) => (
            <RegisterRow key={register.id} register={register} admin={admin} />
          ))}
        </ul>
        {admin ? (
          <form
            className="set-register-new"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <InputGroup
              aria-label="Nombre de la nueva caja"
              placeholder="Caja 2"
              value={name}
              onValueChange={setName}
              maxLength={60}
            />
            <Button type="submit" icon={<Add />} disabled={name.trim() === ""}>
              Agregar caja
            </Button>
          </form>
        ) : null}
      </AsyncState>
    </Card>
  );
}

function RegisterRow({ register, admin }: { register: Register; admin: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  if (editing === null)
    return (
      <li>
        <span>{register.name}</span>
        {register.openSession ? (
          <span className="set-muted"> · abierta por {register.openSession.openedBy.name}</span>
        ) : null}
        {admin ? (
          <Button
            variant="minimal"
            size="small"
            icon={<Edit />}
            aria-label={`Renombrar ${register.name}`}
            onClick={() => setEditing(register.name)}
          />
        ) : null}
      </li>
    );
  const save = async () => {
    const ok = await attempt(() => renameRegister(register.id, editing), "Caja renombrada");
    if (ok) setEditing(null);
  };
  return (
    <li>
      <form
        className="set-register-new"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <InputGroup
          aria-label={`Nuevo nombre de ${register.name}`}
          value={editing}
          onValueChange={setEditing}
          maxLength={60}
        />
        <Button type="submit" icon={<Tick />} aria-label="Guardar nombre" />
        <Button onClick={() => setEditing(null)}>Cancelar</Button>
      </form>
    </li>
  );
}
