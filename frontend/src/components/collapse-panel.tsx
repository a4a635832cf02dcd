// Blueprint's Collapse look and motion without its measuring. Collapse reads its content's height
// when it mounts, to animate height in pixels: a forced layout of the whole screen inside React's
// commit, then three state updates, once per card (on /vehicles, where every make starts open, 34 ms
// of a 35 ms task at the Lighthouse preset's slowdown). Here CSS animates a grid row from 0fr to
// 1fr, which needs no measure. The content mounts the first time the panel opens and stays, so it
// can also animate shut; a shut panel is inert, out of the keyboard's and screen readers' way.
import type { ReactNode } from "react";
import { useState } from "react";
import { classNames } from "@/lib/class-names";
import "./collapse-panel.css";

export interface CollapsePanelProps {
  isOpen: boolean;
  children: ReactNode;
}

export function CollapsePanel({ isOpen, children }: CollapsePanelProps) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return (
    <div className={classNames("collapse-panel", isOpen ? "is-open" : null)} inert={!isOpen}>
      <div className="collapse-panel-body" aria-hidden={!isOpen}>
        {opened ? children : null}
      </div>
    </div>
  );
}
