// 'Sesiones activas': where the signed-in user is signed in (browser and system, sign-in and last
// use), 'Esta sesión' marking this one, and 'Cerrar las demás sesiones' after a confirmation.
import { Button } from "@blueprintjs/core";
import { Desktop, LogOut, MobilePhone } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { Badge } from "@/components/badge";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { ActiveSession } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import { useEndOtherSessions } from "../api/use-end-other-sessions";
import { useOwnSessions } from "../api/use-own-sessions";
import { SESSIONS_TEXT, otherSessionsQuestion } from "../lib/sessions-text";

const PHONE_SYSTEMS = /en (Android|iOS)$/;

function SessionRow({ session }: { session: ActiveSession }) {
  const Icon = PHONE_SYSTEMS.test(session.device) ? MobilePhone : Desktop;
  return (
    <li className="prof-session">
      <Icon size={20} aria-hidden className="prof-session-icon" />
      <div className="prof-session-text">
        <div className="prof-session-device">
          <strong>{session.device}</strong>
          {session.current ? (
            <Badge intent="success" minimal round>
              {SESSIONS_TEXT.current}
            </Badge>
          ) : null}
        </div>
        <div className="prof-session-times">
          <span>Inicio: {formatDateTime(session.createdAt)}</span>
          {" · "}
          <span>Último uso: {formatDateTime(session.lastSeenAt)}</span>
        </div>
      </div>
    </li>
  );
}

export function ProfileSessionsSection() {
  const titleId = useId();
  const { data, error, isLoading, mutate } = useOwnSessions();
  const endOtherSessions = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const sessions = data ?? [];
  const others = sessions.filter((session) => !session.current).length;

  async function confirm(): Promise<boolean> {
    try {
      await endOtherSessions();
      void toast.success(SESSIONS_TEXT.endedTitle, SESSIONS_TEXT.endedDescription);
      return true;
    } catch (failure) {
      void toast.error("Error", `${SESSIONS_TEXT.endFailed}: ${errorMessage(failure)}`);
      return false;
    }
  }

  return (
    <section className="prof-sessions" aria-labelledby={titleId}>
      <h3 id={titleId} className="prof-section-title">
        {SESSIONS_TEXT.title}
      </h3>
      <AsyncState
        loading={isLoading}
        loadingText={SESSIONS_TEXT.loading}
        error={error}
        errorTitle={SESSIONS_TEXT.loadFailed}
        onRetry={() => void mutate()}
        empty={sessions.length === 0}
        emptyTitle={SESSIONS_TEXT.empty}
      >
        <ul className="prof-session-list" aria-labelledby={titleId}>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
        {others === 0 ? <p className="prof-session-note">{SESSIONS_TEXT.noOthers}</p> : null}
        <div className="prof-actions">
          <Button
            intent="danger"
            variant="outlined"
            icon={<LogOut />}
            text={SESSIONS_TEXT.endOthers}
            disabled={others === 0}
            onClick={() => setConfirming(true)}
          />
        </div>
      </AsyncState>
      <ConfirmDeleteAlert
        isOpen={confirming}
        title={SESSIONS_TEXT.endOthers}
        confirmText={SESSIONS_TEXT.confirm}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {otherSessionsQuestion(others)}
      </ConfirmDeleteAlert>
    </section>
  );
}
