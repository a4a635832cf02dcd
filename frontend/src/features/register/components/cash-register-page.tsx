// 'Caja' ('Modo mostrador' on): with no open session, 'Apertura de caja'; with one, its X report,
// movements and closing; below, the sessions with their filters. With the mode off the screen only
// says where to switch it on (the navigation does not show it then).
import { Callout } from "@blueprintjs/core";
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { SCREEN_HEADING } from "../screen-heading";
import { useCurrentSession, useRegisters } from "../api/use-register";
import { OpenSessionForm } from "./open-session-form";
import { SessionPanel } from "./session-panel";
import { SessionsList } from "./sessions-list";
import "./register.css";

export function RegisterPage() {
  const settings = useShopSettings();
  const admin = isAdmin(useCurrentUser().user);
  return (
    <div className="reg-page">
      <PageHeader {...SCREEN_HEADING} />
      <AsyncState loading={settings.isLoading} error={settings.error} onRetry={() => void settings.mutate()}>
        {settings.data?.counterMode ? (
          <RegisterScreen
            admin={admin}
            thresholdCents={settings.data.closingThresholdCents ?? 0}
            shopName={settings.data.businessName}
          />
        ) : (
          <Callout intent="primary" title="La caja funciona con el 'Modo mostrador'">
            Un Administrador lo activa en 'Configuración' → 'Ventas'.
          </Callout>
        )}
      </AsyncState>
    </div>
  );
}

function RegisterScreen({
  admin,
  thresholdCents,
  shopName,
}: {
  admin: boolean;
  thresholdCents: number;
  shopName: string;
}) {
  const registers = useRegisters();
  const current = useCurrentSession();
  return (
    <AsyncState
      loading={registers.isLoading || current.isLoading}
      error={registers.error ?? current.error}
      errorTitle="Error al cargar la caja"
      onRetry={() => {
        void registers.mutate();
        void current.mutate();
      }}
    >
      {current.data?.session ? (
        <SessionPanel session={current.data.session} thresholdCents={thresholdCents} shopName={shopName} />
      ) : (
        <OpenSessionForm registers={registers.data ?? []} />
      )}
      <SessionsList registers={registers.data ?? []} admin={admin} shopName={shopName} />
    </AsyncState>
  );
}
