// 'Cierre de caja': the counted cash and the other methods' totals; expected, counted and the
// difference per method as they are typed; a difference beyond the shop's threshold needs a note
// (rules/register-figures.ts, the server's own rule). Cash received in another currency is counted
// in that currency, on a line of its own; any difference there needs the note.
import { Button, Classes, FormGroup, HTMLTable, InputGroup, TextArea } from "@blueprintjs/core";
import { useId, useState } from "react";
import { formatForeignCents } from "@rules/currencies";
import { closingNeedsNote } from "@rules/register-figures";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { RegisterSession } from "@/lib/api/types";
import { useSessionActions } from "../api/use-register";
import { countedTotal, type DenominationCounts } from "../lib/denominations";
import { differenceLabel, methodLabel, money, pesosToCents } from "../lib/register-view";
import { DenominationCount } from "./denomination-count";

interface ClosingDialogProps {
  session: RegisterSession;
  isOpen: boolean;
  thresholdCents: number;
  onClose: () => void;
}

export function ClosingDialog({ session, isOpen, thresholdCents, onClose }: ClosingDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [note, setNote] = useState("");
  // Counting by denomination: the cash counted is the pieces' total, not a typed amount.
  const [denominations, setDenominations] = useState<DenominationCounts | null>(null);
  const [saving, setSaving] = useState(false);
  const { close } = useSessionActions();
  const figures = session.methods.map((f) => {
    if (f.method === "efectivo" && denominations !== null) {
      const counted = countedTotal(denominations);
      return {
        ...f,
        countedCents: counted,
        differenceCents: counted === null ? null : counted - f.expectedCents,
      };
    }
    const text = typed[f.method];
    const counted =
      text === undefined || text.trim() === ""
        ? f.method === "efectivo"
          ? null
          : f.expectedCents
        : pesosToCents(text);
    return {
      ...f,
      countedCents: counted,
      differenceCents: counted === null ? null : counted - f.expectedCents,
    };
  });
  const currencies = session.currencies.map((c) => {
    const text = typed[c.currency];
    const counted = text === undefined || text.trim() === "" ? null : pesosToCents(text);
    return {
      ...c,
      countedCents: counted,
      differenceCents: counted === null ? null : counted - c.expectedCents,
    };
  });
  const complete =
    figures.every((f) => f.countedCents !== null) && currencies.every((c) => c.countedCents !== null);
  const needsNote = complete && closingNeedsNote(figures, thresholdCents, currencies);
  const submit = async () => {
    if (!complete || (needsNote && note.trim() === "")) return;
    const counted = Object.fromEntries(figures.map((f) => [f.method, f.countedCents!])) as {
      efectivo: number;
      tarjeta?: number;
      transferencia?: number;
    };
    setSaving(true);
    try {
      await close(
        session.id,
        counted,
        note,
        Object.fromEntries(currencies.map((c) => [c.currency, c.countedCents!])),
      );
      toast.success(`Caja cerrada: ${session.register.name}`);
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title="Cierre de caja" className="reg-closing">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <HTMLTable compact className="reg-table">
            <thead>
              <tr>
                <th scope="col">Método</th>
                <th scope="col">Esperado</th>
                <th scope="col">Contado</th>
                <th scope="col">Diferencia</th>
              </tr>
            </thead>
            <tbody>
              {figures.map((f) => (
                <tr key={f.method}>
                  <th scope="row">
                    <label htmlFor={`${id}-${f.method}`}>{methodLabel(f.method)}</label>
                  </th>
                  <td>{money(f.expectedCents)}</td>
                  <td>
                    <InputGroup
                      id={`${id}-${f.method}`}
                      inputMode="decimal"
                      placeholder={f.method === "efectivo" ? "Efectivo contado" : money(f.expectedCents)}
                      readOnly={f.method === "efectivo" && denominations !== null}
                      value={
                        f.method === "efectivo" && denominations !== null
                          ? f.countedCents === null
                            ? ""
                            : money(f.countedCents)
                          : (typed[f.method] ?? "")
                      }
                      onValueChange={(value) => setTyped((current) => ({ ...current, [f.method]: value }))}
                    />
                  </td>
                  <td>{differenceLabel(f.differenceCents)}</td>
                </tr>
              ))}
              {currencies.map((c) => (
                <tr key={c.currency}>
                  <th scope="row">
                    <label htmlFor={`${id}-${c.currency}`}>Efectivo en {c.currency}</label>
                  </th>
                  <td>{formatForeignCents(c.expectedCents, c.currency)}</td>
                  <td>
                    <InputGroup
                      id={`${id}-${c.currency}`}
                      inputMode="decimal"
                      placeholder={`${c.currency} contados`}
                      value={typed[c.currency] ?? ""}
                      onValueChange={(value) => setTyped((current) => ({ ...current, [c.currency]: value }))}
                    />
                  </td>
                  <td>
                    {differenceLabel(c.differenceCents, (cents) => formatForeignCents(cents, c.currency))}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Button
            variant="minimal"
            className="reg-denominations-toggle"
            aria-expanded={denominations !== null}
            onClick={() => setDenominations((current) => (current === null ? {} : null))}
          >
            {denominations === null ? "Contar por denominación" : "Escribir el total del efectivo"}
          </Button>
          {denominations !== null ? (
            <DenominationCount counts={denominations} onChange={setDenominations} />
          ) : null}
          <FormGroup
            label="Nota"
            labelFor={`${id}-note`}
            labelInfo={needsNote ? "(obligatoria: la diferencia supera el margen)" : "(opcional)"}
          >
            <TextArea
              id={`${id}-note`}
              fill
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
            />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button
              type="submit"
              intent="primary"
              loading={saving}
              disabled={!complete || (needsNote && note.trim() === "")}
            >
              Cerrar caja
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
