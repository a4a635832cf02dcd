// Deep-link ids (/inventory?product={id}, ?category={id}): positive integers only.

export const INVALID_PRODUCT_ID = "ID de producto no válido";

/** undefined: no parameter; null: present but not a valid id. */
export function parseIdParam(raw: string | null): number | null | undefined {
  if (raw === null) return undefined;
  const trimmed = raw.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
