// At most N sign-in attempts per window for one address and username, counted before the body is
// validated so malformed attempts count too.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "../../../server/errors";

export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
}

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, hook: "preValidation" });
}

export function loginRouteOptions(limit: LoginRateLimit): Partial<RouteOptions> {
  return {
    config: {
      rateLimit: {
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        keyGenerator: (request: FastifyRequest) => {
          const username = (request.body as { username?: unknown } | undefined)?.username;
          return `${request.ip}|${typeof username === "string" ? username.trim().toLowerCase() : ""}`;
        },
        errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyLogins),
      },
    },
  };
}
