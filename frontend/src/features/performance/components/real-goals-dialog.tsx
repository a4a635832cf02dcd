// 'Establecer Metas' with 'Modo mostrador' on: a month and year, and per active user the month's
// sales goal in pesos and units goal, read from and saved to the server (PUT /api/seller-goals).
// Only users with a goal, or given one here, are sent. After saving, the button reads
// '¡Metas guardadas!' while the page's celebration runs.
import { Button, Callout, Classes, FormGroup, InputGroup } from "@blueprintjs/core";
import { Tick } from "@blueprintjs/icons";
import { useState, type ReactNode } from "react";
import { AppDialog } from "@/components/app-dialog";
import { AsyncState } from "@/components/async-state";
import { NumericField } from "@/components/numeric-field";
import { errorMessage } from "@/lib/api/errors";
import { formatDecimal } from "@/lib/format";
import { pesosToCents } from "@/lib/pesos-input";
import { useSaveSellerGoals, useSellerGoals, type StoredSellerGoal } from "../api/use-seller-performance";
import { useUsers } from "../api/use-users";
import { GoalMonthFields } from "./goal-month-fields";

export interface RealGoalsDialogProps {
  /** The month it opens on ("YYYY-MM"); null: closed. */
  month: string | null;
  saved: boolean;
  onSaved: () => void;
  onClose: () => void;
}

export function RealGoalsDialog({ month, saved, onSaved, onClose }: RealGoalsDialogProps) {
  return (
    <AppDialog
      isOpen={month !== null}
      onClose={saved ? undefined : onClose}
      title="Establecer Metas"
      className="perf-goals-dialog"
    >
      {month !== null ? (
        <GoalsMonth initial={month} saved={saved} onSaved={onSaved} onClose={onClose} />
      ) : null}
    </AppDialog>
  );
}

function GoalsMonth({
  initial,
  saved,
  onSaved,
  onClose,
}: { initial: string } & Omit<RealGoalsDialogProps, "month">) {
  const [month, setMonth] = useState(initial);
  const year = Number(month.slice(0, 4));
  const base = Number(initial.slice(0, 4));
  const years = [base - 1, base, base + 1];
  const users = useUsers();
  const goals = useSellerGoals(month, month);
  const stored = goals.data;
  const pick = (y: number, m: number) => setMonth(`${y}-${String(m).padStart(2, "0")}`);
  const period = (
    <GoalMonthFields
      month={Number(month.slice(5, 7))}
      year={year}
      years={years}
      disabled={saved}
      onChange={pick}
    />
  );
  if (!users.data || !stored) {
    return (
      <>
        <div className={Classes.DIALOG_BODY}>
          {period}
          <AsyncState
            loading={!users.error && !goals.error}
            error={users.error ?? goals.error}
            errorTitle="Error al cargar las metas"
            loadingText="Cargando metas..."
          >
            {null}
          </AsyncState>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="Cancelar" onClick={onClose} />
          </div>
        </div>
      </>
    );
  }
  return (
    <GoalsForm
      key={month}
      month={month}
      period={period}
      sellers={users.data.filter((u) => u.active || stored.some((g) => g.userId === u.id))}
      stored={stored}
      saved={saved}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

interface Draft {
  amount: string;
  units: number;
  stored: boolean;
}

function GoalsForm({
  month,
  period,
  sellers,
  stored,
  saved,
  onSaved,
  onClose,
}: {
  month: string;
  period: ReactNode;
  sellers: { id: number; name: string }[];
  stored: StoredSellerGoal[];
} & Omit<RealGoalsDialogProps, "month">) {
  const save = useSaveSellerGoals();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      sellers.map((s) => {
        const goal = stored.find((g) => g.userId === s.id);
        return [
          s.id,
          {
            amount: goal ? formatDecimal(goal.amountCents / 100, 2) : "",
            units: goal?.units ?? 0,
            stored: !!goal,
          },
        ];
      }),
    ),
  );
  const update = (id: number, change: Partial<Draft>) =>
    setDrafts((current) => ({
      ...current,
      [id]: { ...(current[id] ?? { amount: "", units: 0, stored: false }), ...change },
    }));
  const invalid = sellers.filter(
    (s) => (drafts[s.id]?.amount ?? "").trim() !== "" && pesosToCents(drafts[s.id]?.amount ?? "") === null,
  );

  const submit = async () => {
    const goals = sellers.flatMap((s) => {
      const draft = drafts[s.id];
      if (!draft) return [];
      const amountCents = pesosToCents(draft.amount) ?? 0;
      if (!draft.stored && amountCents === 0 && draft.units === 0) return [];
      return [{ userId: s.id, amountCents, units: draft.units }];
    });
    setSaving(true);
    setFailure(null);
    try {
      await save(month, goals);
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className={Classes.DIALOG_BODY}>
        {period}
        {sellers.map((seller) => {
          const draft = drafts[seller.id] ?? { amount: "", units: 0, stored: false };
          const wrong = invalid.includes(seller);
          return (
            <fieldset key={seller.id} className="perf-goal-seller" disabled={saved || saving}>
              <legend>{seller.name}</legend>
              <FormGroup
                label="Meta de ventas (COP)"
                labelFor={`perf-goal-amount-${seller.id}`}
                intent={wrong ? "danger" : "none"}
                helperText={wrong ? "Escriba un monto en pesos, por ejemplo 1.500.000" : undefined}
              >
                <InputGroup
                  id={`perf-goal-amount-${seller.id}`}
                  aria-label={`Meta de ventas de ${seller.name}`}
                  inputMode="decimal"
                  placeholder="0"
                  value={draft.amount}
                  intent={wrong ? "danger" : "none"}
                  onValueChange={(amount) => update(seller.id, { amount })}
                />
              </FormGroup>
              <FormGroup
                label={`Meta de unidades de ${seller.name}`}
                labelFor={`perf-goal-units-${seller.id}`}
              >
                <NumericField
                  id={`perf-goal-units-${seller.id}`}
                  name={`meta de unidades de ${seller.name}`}
                  value={draft.units}
                  min={0}
                  max={100_000_000}
                  clampValueOnBlur
                  onValueChange={(units) =>
                    update(seller.id, { units: Number.isFinite(units) ? Math.round(units) : 0 })
                  }
                />
              </FormGroup>
            </fieldset>
          );
        })}
        {failure ? (
          <Callout intent="danger" title="No se guardaron las metas">
            {failure}
          </Callout>
        ) : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" onClick={onClose} disabled={saved || saving} />
          <Button
            intent={saved ? "success" : "primary"}
            icon={saved ? <Tick /> : undefined}
            text={saved ? "¡Metas guardadas!" : "Guardar Metas"}
            loading={saving}
            disabled={invalid.length > 0}
            onClick={() => {
              if (!saved) void submit();
            }}
          />
        </div>
      </div>
    </>
  );
}
