// 'Establecer Metas': month, year (2024-2026) and, per seller, a sales-target slider (5,000-50,000,
// step 1,000) and a units slider (10-100, step 5). 'Guardar Metas' hands the goals to the page,
// which copies the amounts to the sellers; the button then reads '¡Metas guardadas!' while the
// celebration runs, and the page closes the dialog when it ends.
import { Button, Classes, FormGroup, Slider } from "@blueprintjs/core";
import { Tick } from "@blueprintjs/icons";
import { useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { formatCop } from "@/lib/format";
import { GOAL_MONTH, type Seller } from "../data/performance-demo";
import { AMOUNT_GOAL_RANGE, defaultGoals, GOAL_YEARS, UNITS_GOAL_RANGE, type SellerGoal } from "../lib/goals";
import { sortBySalesAmount } from "../lib/performance-rules";
import { GoalMonthFields } from "./goal-month-fields";

export interface GoalsDialogProps {
  isOpen: boolean;
  sellers: readonly Seller[];
  /** True once saved, while the celebration runs. */
  saved: boolean;
  onSave: (goals: Record<number, SellerGoal>) => void;
  onClose: () => void;
}

const compactCop = (value: number) => `${formatCop(value / 1000)} mil`;

export function GoalsDialog({ isOpen, sellers, saved, onSave, onClose }: GoalsDialogProps) {
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={saved ? undefined : onClose}
      title="Establecer Metas"
      className="perf-goals-dialog"
    >
      {/* Mounted only while open, so each opening starts from the sellers' current targets. */}
      {isOpen ? <GoalsForm sellers={sellers} saved={saved} onSave={onSave} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function GoalsForm({ sellers, saved, onSave, onClose }: Omit<GoalsDialogProps, "isOpen">) {
  const [month, setMonth] = useState<number>(GOAL_MONTH.month);
  const [year, setYear] = useState<number>(GOAL_MONTH.year);
  const [goals, setGoals] = useState(() => defaultGoals(sellers));
  const update = (id: number, change: Partial<SellerGoal>) =>
    setGoals((current) => ({ ...current, [id]: { ...(current[id] ?? { amount: 0, units: 0 }), ...change } }));

  return (
    <>
      <div className={Classes.DIALOG_BODY}>
        <GoalMonthFields
          month={month}
          year={year}
          years={GOAL_YEARS}
          disabled={saved}
          onChange={(y, m) => {
            setYear(y);
            setMonth(m);
          }}
        />
        {sortBySalesAmount(sellers).map((seller) => {
          const goal = goals[seller.id] ?? { amount: AMOUNT_GOAL_RANGE.min, units: UNITS_GOAL_RANGE.min };
          return (
            <fieldset key={seller.id} className="perf-goal-seller" disabled={saved}>
              <legend>{seller.name}</legend>
              <FormGroup label={`Meta de ventas: ${formatCop(goal.amount)}`}>
                <Slider
                  min={AMOUNT_GOAL_RANGE.min}
                  max={AMOUNT_GOAL_RANGE.max}
                  stepSize={AMOUNT_GOAL_RANGE.step}
                  labelValues={[AMOUNT_GOAL_RANGE.min, AMOUNT_GOAL_RANGE.max]}
                  labelRenderer={compactCop}
                  value={goal.amount}
                  disabled={saved}
                  onChange={(amount) => update(seller.id, { amount })}
                  handleHtmlProps={{ "aria-label": `Meta de ventas de ${seller.name}` }}
                />
              </FormGroup>
              <FormGroup label={`Meta de unidades: ${goal.units}`}>
                <Slider
                  min={UNITS_GOAL_RANGE.min}
                  max={UNITS_GOAL_RANGE.max}
                  stepSize={UNITS_GOAL_RANGE.step}
                  labelValues={[UNITS_GOAL_RANGE.min, UNITS_GOAL_RANGE.max]}
                  value={goal.units}
                  disabled={saved}
                  onChange={(units) => update(seller.id, { units })}
                  handleHtmlProps={{ "aria-label": `Meta de unidades de ${seller.name}` }}
                />
              </FormGroup>
            </fieldset>
          );
        })}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" onClick={onClose} disabled={saved} />
          <Button
            intent={saved ? "success" : "primary"}
            icon={saved ? <Tick /> : undefined}
            text={saved ? "¡Metas guardadas!" : "Guardar Metas"}
            onClick={() => {
              if (!saved) onSave(goals);
            }}
          />
        </div>
      </div>
    </>
  );
}
