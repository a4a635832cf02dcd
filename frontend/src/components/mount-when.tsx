// Defers a part of a screen, typically a lazily loaded dialog, until it is first wanted: nothing
// is rendered (and no code fetched) before `when` first turns true; from then on the part stays
// mounted, so a dialog still plays its closing animation and keeps its state between openings.
import { Suspense, useState, type ReactNode } from "react";

export function MountWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
