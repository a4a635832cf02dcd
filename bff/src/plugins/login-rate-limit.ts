// Sign-in limits (rules/login-throttle.ts): this server's one LoginThrottle and the per-address
// check and count before anything else of POST /api/login runs (malformed attempts count too). The
// per-account limit is the login operation's (server/operations/users.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { DEFAULT_LOGIN_LIMITS, LoginThrottle, type LoginLimits } from "../../../rules/login-throttle";
import { MESSAGES } from "../../../rules/messages";
import { PasswordCheckThrottle } from "../../../rules/password-check-throttle";
import { HttpError } from "../../../server/errors";

/**
 * `max` failed attempts per account in the window; per address `perAddressMax` (default 3 × max),
 * of which `inFlightPerAddress` at once (default: 4 for the production limits, more for the large
 * limits test setups give, whose browsers sign in side by side).
 */
export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
  perAddressMax?: number;
  inFlightPerAddress?: number;
}

const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = {
  max: DEFAULT_LOGIN_LIMITS.perAccount,
  timeWindowMs: DEFAULT_LOGIN_LIMITS.windowMs,
  perAddressMax: DEFAULT_LOGIN_LIMITS.perAddress,
};

declare module "fastify" {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** Current-password checks per account, apart from sign-in (rules/password-check-throttle.ts). */
    passwordCheckThrottle: PasswordCheckThrottle;
  }
  interface FastifyRequest {
    /** This sign-in passed the address checks and holds one of its in-flight places. */
    loginAttemptStarted?: boolean;
  }
}

function toLimits(limit: LoginRateLimit): LoginLimits {
  const perAddress = limit.perAddressMax ?? limit.max * 3;
  return {
    perAccount: limit.max,
    perAddress,
    windowMs: limit.timeWindowMs,
    inFlightPerAddress: limit.inFlightPerAddress ?? Math.max(4, Math.ceil(perAddress / 15)),
  };
}

export async function registerRateLimit(
  app: FastifyInstance,
  limit: LoginRateLimit = DEFAULT_LOGIN_RATE_LIMIT,
): Promise<void> {
  app.decorate("loginThrottle", new LoginThrottle(toLimits(limit)));
  app.decorate("passwordCheckThrottle", new PasswordCheckThrottle());
}

export function loginRouteOptions(): Partial<RouteOptions> {
  return {
    // Every attempt counts against its address as it starts, and an address has at most
    // inFlightPerAddress running, so a burst of parallel attempts is refused at once instead
    // of queueing for the password hasher; a sign-in that succeeds is taken back when answered.
    // onRequest: before the body is read, so a blocked address costs no parsing either.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const throttle = request.server.loginThrottle;
      const blocked = throttle.addressBlocked(request.ip);
      if (blocked || !throttle.attemptStarted(request.ip)) {
        reply.header("retry-after", String(blocked ? Math.ceil(throttle.limits.windowMs / 1000) : 1));
        throw new HttpError(429, MESSAGES.tooManyLogins);
      }
      request.loginAttemptStarted = true;
      throttle.addressFailed(request.ip);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.loginAttemptStarted) return;
      request.server.loginThrottle.attemptEnded(request.ip);
      if (reply.statusCode < 400) request.server.loginThrottle.addressSucceeded(request.ip);
    },
  };
}
