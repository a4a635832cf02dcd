// An Administrador reopens a closed session; the reason is recorded with it.
import { ReasonDialog } from "@/components/reason-dialog";
import type { RegisterSession } from "@/lib/api/types";
import { useSessionActions } from "../api/use-register";

export function ReopenDialog({ session, onClose }: { session: RegisterSession | null; onClose: () => void }) {
  const { reopen } = useSessionActions();
  return (
    <ReasonDialog
      isOpen={session !== null}
      title="Reabrir caja"
      reasonLabel="Motivo de la reapertura"
      actionText="Reabrir"
      onSubmit={async (reason) => {
        await reopen(session!.id, reason);
        return `Caja reabierta: ${session!.register.name}`;
      }}
      onClose={onClose}
    />
  );
}
