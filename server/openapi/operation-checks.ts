// openapi.yaml states every rule a schema can express, but a few are checked by the operation
// instead of the request validator, because the specification gives them their own Spanish message
// and order (a promotion's name before its discount, a customer's names by type). Such a schema
// node lists those keywords in `x-operation-checks`; both transports validate requests with the
// keywords removed (the operation answers them), while clients read the whole rule.
const MARK = "x-operation-checks";

export function withoutOperationChecks<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutOperationChecks) as T;
  if (!schema || typeof schema !== "object") return schema;
  const source = schema as Record<string, unknown>;
  const skipped = Array.isArray(source[MARK]) ? (source[MARK] as string[]) : [];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === MARK || skipped.includes(key)) continue;
    out[key] = withoutOperationChecks(value);
  }
  return out as T;
}
