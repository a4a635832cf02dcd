// One row of a dashboard list: a name over a muted detail and a figure at the side; the whole row a
// link when it opens something.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { classNames } from "@/lib/class-names";

export interface DashboardRowProps {
  name: ReactNode;
  detail: ReactNode;
  side: ReactNode;
  /** Marks the side figure, e.g. `dash-low` for an amount overdue. */
  sideClassName?: string;
  to?: string;
}

export function DashboardRow({ name, detail, side, sideClassName, to }: DashboardRowProps) {
  const content = (
    <>
      <span className="dash-row-main">
        <span className="dash-row-name">{name}</span>
        <span className="dash-muted">{detail}</span>
      </span>
      <span className={classNames("dash-row-side", sideClassName)}>{side}</span>
    </>
  );
  if (to === undefined) return <li className="dash-row">{content}</li>;
  return (
    <li>
      <Link className="dash-row" to={to}>
        {content}
      </Link>
    </li>
  );
}
