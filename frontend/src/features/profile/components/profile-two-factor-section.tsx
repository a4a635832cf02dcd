// 'Autenticación de dos factores' in 'Mi Perfil' → 'Contraseña': enrol a phone (QR code and key,
// confirmed with a code), then the ten recovery codes, shown this once; or switch it off.
import { useId, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import {
  useConfirmTwoFactor,
  useDisableOwnTwoFactor,
  useOwnTwoFactor,
  useStartTwoFactorEnrolment,
} from "../api/use-two-factor";
import { TWO_FACTOR_TEXT as T } from "../lib/two-factor-text";
import { TwoFactorPanel, type TwoFactorView } from "./two-factor-panel";

export function ProfileTwoFactorSection() {
  const titleId = useId();
  const { data, error, isLoading, mutate } = useOwnTwoFactor();
  const start = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableOwnTwoFactor();
  const [flow, setFlow] = useState<Exclude<TwoFactorView, { kind: "status" }> | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function begin() {
    setPending(true);
    setProblem(null);
    try {
      setFlow({ kind: "enrolling", enrolment: await start() });
    } catch (failure) {
      void toast.error("Error", errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  async function finish(code: string) {
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem(T.codeMissing);
      return;
    }
    setPending(true);
    try {
      const codes = await confirm(code.trim());
      setProblem(null);
      setFlow({ kind: "recovery", codes });
      void toast.success(T.enabledToast);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  async function switchOff(currentPassword: string, code: string) {
    if (!currentPassword || !code.trim()) {
      setProblem(T.disableFieldsMissing);
      return;
    }
    setPending(true);
    try {
      await disable(currentPassword, code.trim());
      setProblem(null);
      setFlow(null);
      void toast.success(T.disabledToast);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="prof-2fa" aria-labelledby={titleId}>
      <h3 id={titleId} className="prof-section-title">
        {T.title}
      </h3>
      <AsyncState
        loading={isLoading && !flow}
        loadingText={T.loading}
        error={flow ? undefined : error}
        errorTitle={T.loadFailed}
        onRetry={() => void mutate()}
        empty={!data && !flow}
        emptyTitle={T.loadFailed}
      >
        {flow || data ? (
          <TwoFactorPanel
            view={flow ?? { kind: "status", status: data! }}
            pending={pending}
            error={problem}
            onStart={() => void begin()}
            onConfirm={(code) => void finish(code)}
            onCancel={() => {
              setFlow(null);
              setProblem(null);
            }}
            onRecoverySaved={() => setFlow(null)}
            onAskDisable={() => {
              setProblem(null);
              setFlow({ kind: "disabling" });
            }}
            onDisable={(password, code) => void switchOff(password, code)}
          />
        ) : null}
      </AsyncState>
    </section>
  );
}
