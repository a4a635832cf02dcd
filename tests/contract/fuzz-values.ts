// Values generated from openapi.yaml's request schemas for the fuzz test: valid ones (built to
// satisfy the whole schema, including the rules listed in x-operation-checks) and invalid ones
// (one rule broken at a time). A seeded generator, so a failure can be replayed.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { OPTIONAL_EMAIL_PATTERN } from "../../rules/email";
import { openapiDocument, resolveRef } from "./support/openapi";

type Schema = Record<string, unknown>;
export type Rng = () => number;

/** mulberry32: small, fast, seedable. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: Rng, low: number, high: number) => low + Math.floor(rng() * (high - low + 1));

let counter = 0;
const WORDS = ["Freno", "bujía", "Ñandú", "filtro", "Aceite", "Luz 😀", "Correa", "Pastilla"];

function text(rng: Rng, schema: Schema): string {
  const min = Number(schema.minLength ?? 0);
  const max = Math.min(Number(schema.maxLength ?? 40), 40);
  if (schema.format === "email" || schema.pattern === OPTIONAL_EMAIL_PATTERN)
    return `u${++counter}${between(rng, 0, 999)}@prueba.local`;
  if (schema.format === "date-time")
    return new Date(Date.UTC(2030, between(rng, 0, 11), between(rng, 1, 28))).toISOString();
  if (schema.pattern === "^[0-9]{4}-(0[1-9]|1[0-2])$")
    return `2030-${String(between(rng, 1, 12)).padStart(2, "0")}`;
  if (schema.format === "date")
    return new Date(Date.UTC(2030, between(rng, 0, 11), between(rng, 1, 28))).toISOString().slice(0, 10);
  const noSpaces = typeof schema.pattern === "string" && schema.pattern.includes("^");
  let value = `${pick(rng, WORDS)}${++counter}`;
  if (noSpaces) value = value.replace(/\s/g, "");
  while (value.length < min) value += "x";
  return value.slice(0, Math.max(max, min, 1));
}

function numberIn(rng: Rng, schema: Schema, integer: boolean): number {
  const exclusive = schema.exclusiveMinimum as number | undefined;
  const low = Number(schema.minimum ?? (exclusive !== undefined ? exclusive + 1 : 0));
  const high = Number(schema.maximum ?? low + 1000);
  const roll = rng();
  if (roll < 0.1) return low;
  if (roll < 0.2) return high;
  const value = low + rng() * Math.min(high - low, 1000);
  return integer ? Math.floor(value) : Math.round(value * 100) / 100;
}

function nullForbidden(schema: Schema): boolean {
  const not = schema.not as Schema | undefined;
  return not?.type === "null";
}

/** A value meant to satisfy `schema` (checked afterwards with Ajv: the generator may miss a rule). */
export function validValue(rng: Rng, raw: unknown, depth = 0): unknown {
  const schema = resolveRef<Schema>(raw);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return pick(rng, schema.enum);
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (branches) return validValue(rng, pick(rng, branches), depth + 1);
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(Boolean) as string[];
  const usable = types.filter((t) => t !== "null" || !nullForbidden(schema));
  const type = usable.length > 1 && rng() < 0.8 ? usable.find((t) => t !== "null")! : pick(rng, usable);
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return rng() < 0.5;
    case "integer":
      return numberIn(rng, schema, true);
    case "number":
      return numberIn(rng, schema, false);
    case "string":
      return text(rng, schema);
    case "array": {
      const length = depth > 2 ? 0 : between(rng, 0, Math.min(Number(schema.maxItems ?? 3), 3));
      return Array.from({ length }, () => validValue(rng, schema.items ?? {}, depth + 1));
    }
    default:
      return validObject(rng, schema, depth);
  }
}

function validObject(rng: Rng, schema: Schema, depth: number): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required ?? []) as string[]);
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(properties)) {
    if (required.has(name) || rng() < 0.5) out[name] = validValue(rng, child, depth + 1);
  }
  // if/then/else of the kind the document uses: `if` pins one property to a constant.
  const condition = schema.if as Schema | undefined;
  if (condition) {
    const [key, pinned] = Object.entries((condition.properties ?? {}) as Record<string, Schema>)[0]!;
    const branch = (out[key] === pinned.const ? schema.then : schema.else) as Schema | undefined;
    for (const name of (branch?.required ?? []) as string[]) {
      const merged = {
        ...resolveRef<Schema>(properties[name]),
        ...((branch!.properties as Record<string, Schema>)?.[name] ?? {}),
      };
      out[name] = validValue(rng, { ...merged, type: "string" }, depth + 1);
    }
  }
  return out;
}

const CONTROL_TEXTS = ["a\u0000b", "\u001b[2J", "x\uD800", "\uDC00y", "z\u007f"];

/** The valid value with one rule broken; null when the schema has no rule to break. */
export function invalidBody(rng: Rng, raw: unknown, valid: unknown): unknown {
  const schema = resolveRef<Schema>(raw);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties);
  if (names.length === 0) return pick(rng, [null, "texto", 5, schema.type === "array" ? {} : []]);
  const object = valid as Record<string, unknown>;
  const required = ((schema.required ?? []) as string[]).filter((n) => n in object);
  const name = pick(rng, names);
  const child = resolveRef<Schema>(properties[name]);
  const types = (Array.isArray(child.type) ? child.type : [child.type]) as string[];
  const options: Array<() => unknown> = [
    () => (rng() < 0.5 ? null : [valid]),
    () => ({ ...object, [name]: types.includes("string") ? { nested: true } : "texto" }),
  ];
  if (required.length > 0) {
    options.push(() => {
      const copy = { ...object };
      delete copy[pick(rng, required)];
      return copy;
    });
  }
  if (types.includes("string")) {
    options.push(() => ({ ...object, [name]: pick(rng, CONTROL_TEXTS) }));
    if (child.pattern === "\\S") options.push(() => ({ ...object, [name]: "   " }));
    if (child.maxLength !== undefined)
      options.push(() => ({ ...object, [name]: "x".repeat(Number(child.maxLength) + 1) }));
  }
  if (types.includes("number") || types.includes("integer")) {
    options.push(() => ({
      ...object,
      [name]: pick(rng, [1e308, -1e308, Number(child.maximum ?? 0) + 1, 0.5]),
    }));
  }
  return pick(rng, options)();
}

/** Texts for a number in the URL that a strict parser refuses. */
export const BAD_NUMBER_TEXTS = [
  "1e309",
  "0x10",
  "99999999999999999999",
  "1e3",
  "+5",
  " 5",
  "abc",
  "5.5.5",
  "-",
];

const ajv = new Ajv2020({ strict: false, allErrors: false, strictNumbers: true });
addFormats.default(ajv);
ajv.addFormat("binary", true);
ajv.addSchema({ $id: "https://fuzz.test/openapi.json", components: openapiDocument.components });
const compiled = new Map<string, ValidateFunction>();

function anchored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchored);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && v.startsWith("#")
          ? `https://fuzz.test/openapi.json${v}`
          : anchored(v),
      ]),
    );
  }
  return value;
}

/** The whole schema as the document states it (x-operation-checks included). */
export function satisfies(key: string, schema: unknown, value: unknown): boolean {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(anchored(schema) as Schema);
    compiled.set(key, validate);
  }
  return validate(value) as boolean;
}
