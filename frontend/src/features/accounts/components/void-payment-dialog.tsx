// An Administrador voids a payment with a reason: a movement of its own; the payment stays listed.
import { ReasonDialog } from "@/components/reason-dialog";
import { useAccountActions } from "../api/use-accounts";

export function VoidPaymentDialog({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const { voidPayment } = useAccountActions();
  return (
    <ReasonDialog
      isOpen={paymentId !== null}
      title="Anular abono"
      reasonLabel="Motivo de la anulación"
      actionText="Anular abono"
      intent="danger"
      onSubmit={async (reason) => {
        await voidPayment(paymentId!, reason);
        return `Abono #${paymentId} anulado`;
      }}
      onClose={onClose}
    />
  );
}
