// An Administrador's credit settings of a customer: enabled, the limit ('Cupo') and the terms in days.
import { Button, Classes, FormGroup, InputGroup, Switch } from "@blueprintjs/core";
import { useEffect, useId, useState } from "react";
import { CREDIT_TERMS_INVALID } from "@rules/credit-messages";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { CustomerAccount } from "@/lib/api/types";
import { pesosToCents } from "@/lib/pesos-input";
import { useAccountActions } from "../api/use-accounts";

export function CreditDialog({ account, onClose }: { account: CustomerAccount | null; onClose: () => void }) {
  const id = useId();
  const [enabled, setEnabled] = useState(false);
  const [limit, setLimit] = useState("");
  const [terms, setTerms] = useState("");
  const [saving, setSaving] = useState(false);
  const { setCredit } = useAccountActions();
  useEffect(() => {
    if (!account) return;
    setEnabled(account.enabled || account.limitCents === 0);
    setLimit(String(account.limitCents / 100));
    setTerms(String(account.termsDays || 30));
  }, [account]);
  const submit = async () => {
    if (!account) return;
    const limitCents = pesosToCents(limit);
    const termsDays = Number(terms);
    if (limitCents === null || limitCents < 0) {
      toast.error("Indique el cupo");
      return;
    }
    if (!Number.isInteger(termsDays) || termsDays < 0 || termsDays > 365) {
      toast.error(CREDIT_TERMS_INVALID);
      return;
    }
    setSaving(true);
    try {
      await setCredit(account.customerId, { enabled, limitCents, termsDays });
      toast.success("Crédito guardado");
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog isOpen={account !== null} onClose={onClose} title="Crédito del cliente">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <Switch
            label="Crédito habilitado"
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          <FormGroup label="Cupo" labelFor={`${id}-limit`}>
            <InputGroup id={`${id}-limit`} inputMode="decimal" value={limit} onValueChange={setLimit} />
          </FormGroup>
          <FormGroup label="Plazo (días)" labelFor={`${id}-terms`}>
            <InputGroup id={`${id}-terms`} inputMode="numeric" value={terms} onValueChange={setTerms} />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" intent="primary" loading={saving}>
              Guardar
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
