// 'Reportes' with 'Modo mostrador' on, by role: the recorded figures (costs, margins, every seller's
// sales) are an Administrador's; a Vendedor, whom the mobile bar still brings here as specified, is
// told so and sends no request the server would refuse. Loaded only with the mode on: imported by
// the page itself, the empty state moved the popover into the chunks /purchases, 'Caja' and
// 'Cuentas' load first (36 → 57 KB before the first render of /purchases).
import { AdminOnlyState } from "@/components/admin-only-state";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { RealReports, type RealReportsProps } from "./real-reports";

export function RecordedReports(props: RealReportsProps) {
  if (!isAdmin(useCurrentUser().user)) {
    return (
      <AdminOnlyState description="Con el modo mostrador, los reportes del negocio son solo para Administradores." />
    );
  }
  return <RealReports {...props} />;
}
