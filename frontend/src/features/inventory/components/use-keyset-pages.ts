// Forward and back through keyset pages: each page starts `before` the last id of the previous one,
// so the way back is a stack of the cursors already used.
import { useCallback, useState } from "react";

export function useKeysetPages() {
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors[cursors.length - 1];
  const next = useCallback((cursor: number) => setCursors((stack) => [...stack, cursor]), []);
  const previous = useCallback(() => setCursors((stack) => stack.slice(0, -1)), []);
  const reset = useCallback(() => setCursors([]), []);
  return { before, page: cursors.length + 1, next, previous, reset };
}
