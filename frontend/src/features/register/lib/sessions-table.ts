// The sessions list as a spreadsheet ('Exportar' → CSV or Excel): one row per session with its
// register, seller, times, float, sales, each method's expected / counted / difference and the note.
// Money in pesos as numbers (cents / 100), so the spreadsheet sums them.
import type { RegisterSession } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import type { TableFile } from "@/lib/downloads/table-file";
import { methodLabel } from "./register-view";

const pesos = (cents: number | null) => (cents === null ? null : cents / 100);

/** The methods found in any of the sessions, cash first, in the order the server lists them. */
function methodsOf(sessions: readonly RegisterSession[]): string[] {
  const seen = new Set<string>(["efectivo"]);
  for (const session of sessions) for (const figures of session.methods) seen.add(figures.method);
  return [...seen];
}

export function sessionsTable(sessions: readonly RegisterSession[], today: Date): TableFile {
  const methods = methodsOf(sessions);
  const header = [
    "Sesión",
    "Caja",
    "Vendedor",
    "Apertura",
    "Cierre",
    "Fondo inicial",
    "Ventas",
    ...methods.flatMap((method) => {
      const label = methodLabel(method);
      return [`${label} esperado`, `${label} contado`, `${label} diferencia`];
    }),
    "Entradas",
    "Salidas",
    "Nota",
  ];
  const rows = sessions.map((session) => {
    const figures = new Map(session.methods.map((m) => [m.method as string, m]));
    return [
      session.id,
      session.register.name,
      session.openedBy.name,
      formatDateTime(session.openedAt),
      session.closedAt ? formatDateTime(session.closedAt) : "Abierta",
      pesos(session.openingFloatCents),
      session.salesCount,
      ...methods.flatMap((method) => {
        const m = figures.get(method);
        return m
          ? [pesos(m.expectedCents), pesos(m.countedCents), pesos(m.differenceCents)]
          : [0, null, null];
      }),
      pesos(session.cash.inCents),
      pesos(session.cash.outCents),
      session.note ?? "",
    ];
  });
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
  return { name: `sesiones-de-caja-${day}`, sheet: "Sesiones de caja", header, rows };
}
