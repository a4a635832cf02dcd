// JSON bodies: the route's byte limit applies while the text is read (Fastify answers 413), then
// one cheap scan refuses nesting deeper than the document ever needs before JSON.parse runs
// (server/openapi/body-limits.ts); Fastify's own parser (prototype-poisoning checks) does the rest.
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "../../../server/errors";
import { jsonTooDeep } from "../../../server/openapi/body-limits";

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "ignore");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonTooDeep(text)) {
      done(new HttpError(400, MESSAGES.bodyTooDeep), undefined);
      return;
    }
    parse(request, text, done);
  });
}
