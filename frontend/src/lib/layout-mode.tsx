// Phone (< 768 px) or desktop layout. The shell switches in JavaScript rather than only in CSS
// because the two layouts mount different pieces (bottom bar and drawer vs. side bar); Storybook
// forces a mode so a phone story renders as a phone whatever the frame width.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { mediaMatches } from "./media-query";

export type LayoutMode = "phone" | "desktop";

export const PHONE_QUERY = "(max-width: 767.98px)";

const ForcedLayoutContext = createContext<LayoutMode | null>(null);

export function ForcedLayoutMode({ mode, children }: { mode: LayoutMode | null; children: ReactNode }) {
  return <ForcedLayoutContext.Provider value={mode}>{children}</ForcedLayoutContext.Provider>;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isPhoneWidth(): boolean {
  return mediaMatches(PHONE_QUERY);
}

export function useLayoutMode(): LayoutMode {
  const forced = useContext(ForcedLayoutContext);
  const phone = useSyncExternalStore(subscribe, isPhoneWidth, () => false);
  return forced ?? (phone ? "phone" : "desktop");
}
