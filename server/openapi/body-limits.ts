// How much request body each operation may send, and how deeply its JSON may nest. Both transports
// enforce them before a body is parsed: the size from Content-Length or while reading, the depth by
// one linear scan of the text (no recursion, no allocation) before JSON.parse, so a hostile body
// costs at most one pass over a few KiB.

const KIB = 1024;

/** Every request to an unknown path, sign-in, sign-out and any body an operation does not declare. */
export const SMALL_BODY_LIMIT = 4 * KIB;

/** An operation's JSON body: room for its longest texts written as \uXXXX escapes. */
export const DEFAULT_BODY_LIMIT = 32 * KIB;

const BODY_LIMITS: Record<string, number> = {
  login: SMALL_BODY_LIMIT,
  logout: SMALL_BODY_LIMIT,
  replaceProductFitments: 64 * KIB,
  createPromotion: 64 * KIB,
  importLabels: 1024 * KIB,
};

/** Bytes of body an operation accepts; larger bodies are refused with 413 before parsing. */
export function bodyLimitOf(operationId: string, hasJsonBody: boolean): number {
  return BODY_LIMITS[operationId] ?? (hasJsonBody ? DEFAULT_BODY_LIMIT : SMALL_BODY_LIMIT);
}

/** Arrays and objects inside one another; no request body of the document needs more than 4. */
export const MAX_JSON_DEPTH = 16;

/** Whether JSON text nests arrays or objects deeper than `max`, without parsing it. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}
