// The print window of the specification: a new window with the label sheet, printed 500 ms after
// it has loaded and closed 500 ms after that. The timers run in the opener: the application's
// Content-Security-Policy forbids inline scripts, and the blank window inherits it.

export const PRINT_DELAY_MS = 500;

/** What every print says when the browser blocked its window (the labels' text of the specification). */
export const PRINT_BLOCKED = {
  title: "Error",
  description:
    "No se pudo abrir la ventana de impresión. Verifique que las ventanas emergentes estén permitidas.",
} as const;
export const CLOSE_DELAY_MS = 500;

export type Opener = Pick<Window, "open">;

/** Opens, fills and schedules the print. False when the browser blocked the window. */
export function printInNewWindow(html: string, opener: Opener = window): boolean {
  const win = opener.open("", "_blank");
  if (!win) return false;
  win.document.open();
  win.document.write(html);
  win.document.close();
  const start = () => {
    setTimeout(() => {
      win.focus();
      win.print();
      setTimeout(() => win.close(), CLOSE_DELAY_MS);
    }, PRINT_DELAY_MS);
  };
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
  return true;
}
