// The screen's tabs and the period selector's choices, shared by the demo and the recorded screens.
export type PerformanceTab = "overview" | "sellers" | "goals";

export const PERIODS = [
  { value: "today", label: "Hoy" },
  { value: "current-week", label: "Esta semana" },
  { value: "current-month", label: "Este mes" },
  { value: "current-quarter", label: "Este trimestre" },
  { value: "current-year", label: "Este año" },
  { value: "custom", label: "Personalizado" },
] as const;
