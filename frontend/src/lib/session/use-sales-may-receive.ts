// Whether an Administrador lets a Vendedor receive goods ('Configuración' → 'Inventario'): read from
// the purchase settings only when asked (a Vendedor with 'Modo mostrador' on), false until known.
import { useApiQuery } from "@/lib/api/client";

export function useSalesMayReceive(enabled: boolean): boolean {
  const settings = useApiQuery("/api/purchase-settings", enabled ? {} : null);
  return enabled && settings.data?.salesMayReceive === true;
}
