// One's own active sessions ('Mi Perfil'): listed and, all but the current one, ended. Whose
// sessions is always the signed-in user's: no input names a user.
import type { ActiveSession } from "@contract/types";
import { describeUserAgent } from "../../rules/user-agent";
import { noContent, ok, signedIn, type Operation, type SessionRecord } from "./types";

function toActiveSession(record: SessionRecord): ActiveSession {
  return {
    id: record.publicId,
    createdAt: new Date(record.createdAt).toISOString(),
    lastSeenAt: new Date(record.lastSeenAt).toISOString(),
    device: describeUserAgent(record.userAgent),
    current: record.current,
  };
}

/** The current session first, then the others by last use, newest first. */
function byCurrentThenLastUse(a: SessionRecord, b: SessionRecord): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.lastSeenAt - a.lastSeenAt || b.createdAt - a.createdAt;
}

const listOwnSessions: Operation<"listOwnSessions"> = async (ctx) => {
  const user = signedIn(ctx);
  const records = await ctx.session.sessionsOf(user.id);
  return ok([...records].sort(byCurrentThenLastUse).map(toActiveSession));
};

const endOtherSessions: Operation<"endOtherSessions"> = async (ctx) => {
  const user = signedIn(ctx);
  await ctx.session.endOtherSessionsOf(user.id);
  return noContent();
};

export const sessionsOperations = { listOwnSessions, endOtherSessions };
