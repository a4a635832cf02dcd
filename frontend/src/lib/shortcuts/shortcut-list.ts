// The keyboard shortcuts of the counter, as data: the '?' overlay lists exactly these, and the
// shell's listener runs the ones with an action. A shortcut that presses a control clicks the
// element on screen marked with the same aria-keyshortcuts value (the control declares its own
// shortcut); when the current screen has none, the app opens `home` and presses it there. Letter
// shortcuts take Alt: a keyboard-wedge scanner types plain letters and digits.
export interface Shortcut {
  /** As written in aria-keyshortcuts: "Alt+N", "/", "?". */
  keys: string;
  /** What the overlay shows, in Spanish. */
  description: string;
  /** Presses the control carrying aria-keyshortcuts={keys}, opening `home` first if needed. */
  press?: { home: string };
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: "/", description: "Buscar en el sistema" },
  { keys: "Alt+V", description: "Nueva venta", press: { home: "/sales" } },
  { keys: "Alt+N", description: "Nuevo producto", press: { home: "/inventory" } },
  { keys: "Alt+S", description: "Escanear un código", press: { home: "/inventory" } },
  { keys: "ArrowDown", description: "Bajar al siguiente resultado de la lista" },
  { keys: "ArrowUp", description: "Subir al resultado anterior" },
  { keys: "Enter", description: "Abrir el resultado elegido" },
  { keys: "Escape", description: "Cerrar el diálogo o salir del campo" },
  { keys: "?", description: "Mostrar u ocultar esta lista de atajos" },
  { keys: "F9", description: "Completar la venta (modo mostrador)" },
  { keys: "F8", description: "Dejar la venta pendiente (modo mostrador)" },
  { keys: "+", description: "Con el buscador de la venta vacío: una unidad más en la última línea" },
  { keys: "-", description: "Con el buscador de la venta vacío: una unidad menos en la última línea" },
  {
    keys: "*",
    description: "Tras escribir un número en el buscador de la venta: esa cantidad en la última línea",
  },
];

/** The counter sale's keys (the sale's own listeners handle them; the buttons declare F9 and F8). */
export const COUNTER_KEYS = { complete: "F9", pending: "F8", more: "+", less: "-", times: "*" } as const;

/** The overlay's shortcut key. */
export const HELP_KEYS = "?";

const KEY_NAMES: Record<string, string> = {
  ArrowDown: "↓",
  ArrowUp: "↑",
  Escape: "Esc",
};

/** The keys as the overlay shows them: "Alt + N", "↓". */
export function keyLabels(keys: string): string[] {
  if (keys === "+") return ["+"];
  return keys.split("+").map((key) => KEY_NAMES[key] ?? key);
}

/** The parts of a keyboard event a shortcut looks at. */
export type KeyPress = Pick<KeyboardEvent, "key" | "code" | "altKey" | "ctrlKey" | "metaKey">;

/** True when the event is this shortcut ("Alt+N" by the key's position, so it works on any layout). */
export function matchesShortcut(event: KeyPress, keys: string): boolean {
  if (event.ctrlKey || event.metaKey) return false;
  const parts = keys.split("+");
  const key = parts[parts.length - 1] ?? "";
  const alt = parts.includes("Alt");
  if (alt !== event.altKey) return false;
  if (alt && /^[A-Z]$/.test(key)) return event.code === `Key${key}`;
  return event.key === key;
}
