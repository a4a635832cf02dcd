// 'Apertura de caja': the register (one without an open session) and the opening float.
import { Button, Card, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { Unlock } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { toast } from "@/components/toaster";
import type { Register } from "@/lib/api/types";
import { useSessionActions } from "../api/use-register";
import { money, pesosToCents } from "../lib/register-view";

export function OpenSessionForm({ registers }: { registers: Register[] }) {
  const id = useId();
  const free = registers.filter((register) => register.openSession === null);
  const [registerId, setRegisterId] = useState<number | null>(null);
  const [float, setFloat] = useState("");
  const [saving, setSaving] = useState(false);
  const { open } = useSessionActions();
  const chosen = registerId ?? free[0]?.id ?? null;
  const cents = float.trim() === "" ? 0 : pesosToCents(float);
  const submit = async () => {
    if (chosen === null || cents === null) return;
    setSaving(true);
    try {
      const session = await open(chosen, cents);
      toast.success(`Caja abierta: ${session.register.name}`, `Fondo inicial ${money(cents)}`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card className="reg-card" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="reg-title">
        Apertura de caja
      </h2>
      <p className="reg-muted">
        No tiene una caja abierta. Ábrala con el fondo inicial para empezar a vender.
      </p>
      <form
        className="reg-open-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormGroup label="Caja" labelFor={`${id}-register`}>
          <HTMLSelect
            id={`${id}-register`}
            value={chosen ?? ""}
            onChange={(event) => setRegisterId(Number(event.currentTarget.value))}
            options={registers.map((register) => ({
              value: register.id,
              label: register.openSession
                ? `${register.name} (abierta por ${register.openSession.openedBy.name})`
                : register.name,
              disabled: register.openSession !== null,
            }))}
          />
        </FormGroup>
        <FormGroup label="Fondo inicial" labelFor={`${id}-float`}>
          <InputGroup
            id={`${id}-float`}
            inputMode="decimal"
            placeholder="0"
            value={float}
            onValueChange={setFloat}
            leftElement={<span className="reg-currency">$</span>}
          />
        </FormGroup>
        <Button
          type="submit"
          intent="primary"
          icon={<Unlock />}
          loading={saving}
          disabled={chosen === null || cents === null}
        >
          Abrir caja
        </Button>
      </form>
    </Card>
  );
}
