// openapi.yaml, parsed once. Imported as raw text through Vite so the same loader works in the
// browser worker, Storybook and vitest (node); the mocks always run under a Vite-based tool.
import documentText from "../../openapi.yaml?raw";
import { parse } from "yaml";

export type JsonObject = Record<string, unknown>;

export const openapiDocument = parse(documentText) as JsonObject;
