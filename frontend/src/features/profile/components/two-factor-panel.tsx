// What 'Autenticación de dos factores' shows in each state: off (with the Administrador's
// requirement when it applies), enrolling (QR code, base32 key, the code), the recovery codes shown
// once, on (with its switch-off unless the requirement applies), and switching it off. Stateless: ProfileTwoFactorSection drives it, the stories show each state.
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { Key, Tick } from "@blueprintjs/icons";
import { lazy, Suspense, useState, type FormEvent } from "react";
import type { TwoFactorEnrolment, TwoFactorStatus } from "@contract/types";
import { TWO_FACTOR_TEXT as T, recoveryCodesLeftText } from "../lib/two-factor-text";
import { TwoFactorDisableForm } from "./two-factor-disable-form";

// The QR drawing (and the code tables it shares with labels and scanning) loads only when an
// enrolment starts: the profile screen's first render does not download it.
const TwoFactorQr = lazy(() => import("./two-factor-qr").then((m) => ({ default: m.TwoFactorQr })));

export type TwoFactorView =
  | { kind: "status"; status: TwoFactorStatus }
  | { kind: "enrolling"; enrolment: TwoFactorEnrolment }
  | { kind: "recovery"; codes: string[] }
  | { kind: "disabling" };

export interface TwoFactorPanelProps {
  view: TwoFactorView;
  pending: boolean;
  /** The last refusal (a wrong code), shown under the code field. */
  error: string | null;
  onStart: () => void;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  onRecoverySaved: () => void;
  /** Opens the switch-off form. */
  onAskDisable: () => void;
  onDisable: (currentPassword: string, code: string) => void;
}

function Enrolling({
  enrolment,
  pending,
  error,
  onConfirm,
  onCancel,
}: TwoFactorPanelProps & { enrolment: TwoFactorEnrolment }) {
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(code);
  };
  return (
    <form className="prof-2fa-enrol" onSubmit={submit} noValidate>
      <p>{T.scan}</p>
      <Suspense fallback={<div className="prof-2fa-qr" aria-hidden="true" />}>
        <TwoFactorQr uri={enrolment.otpauthUri} />
      </Suspense>
      <p>
        {T.manualKey} <code className="prof-2fa-secret">{enrolment.secret}</code>
      </p>
      <FormGroup label={T.codeLabel} labelFor="prof-2fa-code">
        <InputGroup
          id="prof-2fa-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onValueChange={setCode}
          intent={error ? "danger" : "none"}
        />
      </FormGroup>
      {error ? (
        <Callout intent="danger" role="alert" className="prof-2fa-error">
          {error}
        </Callout>
      ) : null}
      <div className="prof-actions">
        <Button text={T.cancel} variant="outlined" onClick={onCancel} disabled={pending} />
        <Button type="submit" intent="primary" icon={<Tick />} text={T.confirm} disabled={pending} />
      </div>
    </form>
  );
}

export function TwoFactorPanel(props: TwoFactorPanelProps) {
  const { view, pending, onStart, onRecoverySaved, onAskDisable } = props;
  if (view.kind === "disabling") return <TwoFactorDisableForm {...props} />;
  if (view.kind === "enrolling") return <Enrolling {...props} enrolment={view.enrolment} />;
  if (view.kind === "recovery")
    return (
      <Callout intent="warning" title={T.recoveryTitle} className="prof-2fa-recovery">
        <p>{T.recoveryIntro}</p>
        <ul className="prof-2fa-codes">
          {view.codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Button intent="primary" text={T.recoveryDone} onClick={onRecoverySaved} />
      </Callout>
    );
  const { status } = view;
  if (status.enabled)
    return (
      <>
        <Callout intent="success" icon={<Tick />}>
          {T.on} {recoveryCodesLeftText(status.recoveryCodesLeft)}
        </Callout>
        {/* The shop's requirement binds an Administrador: the server refuses it too. */}
        {status.required ? null : (
          <div className="prof-actions">
            <Button variant="outlined" intent="danger" text={T.disable} onClick={onAskDisable} />
          </div>
        )}
      </>
    );
  return (
    <>
      {status.required ? (
        <Callout intent="warning" className="prof-2fa-required">
          {T.required}
        </Callout>
      ) : (
        <p>{T.off}</p>
      )}
      <div className="prof-actions">
        <Button intent="primary" icon={<Key />} text={T.start} onClick={onStart} disabled={pending} />
      </div>
    </>
  );
}
