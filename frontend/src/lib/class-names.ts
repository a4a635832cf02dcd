/** One class attribute from the names given, skipping the empty ones (`cond ? name : null`). */
export const classNames = (...names: (string | null | undefined | false)[]) =>
  names.filter(Boolean).join(" ");
