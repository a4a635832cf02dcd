// 'Cuentas' ('Crédito', 'Modo mostrador' on): the ageing of every account (al día, 1–30, 31–60,
// 61–90, más de 90 días) with totals, sortable and exportable; a customer's name opens his account
// (balance, available credit, overdue, movements, 'Registrar abono', 'Estado de cuenta', and for an
// Administrador the credit settings and voids). A Vendedor sees the customers he registered.
import { Callout } from "@blueprintjs/core";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { SCREEN_HEADING } from "../screen-heading";
import { AccountDialog } from "./account-dialog";
import { AgeingTable } from "./ageing-table";
import "./accounts.css";

export function AccountsPage() {
  const settings = useShopSettings();
  const admin = isAdmin(useCurrentUser().user);
  const [customerId, setCustomerId] = useState<number | null>(null);
  return (
    <div className="acc-page">
      <PageHeader {...SCREEN_HEADING} />
      <AsyncState loading={settings.isLoading} error={settings.error} onRetry={() => void settings.mutate()}>
        {settings.data?.counterMode ? (
          <>
            <AgeingTable onOpen={setCustomerId} />
            <AccountDialog
              customerId={customerId}
              admin={admin}
              shopName={settings.data.businessName}
              onClose={() => setCustomerId(null)}
            />
          </>
        ) : (
          <Callout intent="primary" title="Las cuentas de crédito funcionan con el 'Modo mostrador'">
            Un Administrador lo activa en 'Configuración' → 'Ventas'.
          </Callout>
        )}
      </AsyncState>
    </div>
  );
}
