// A Blueprint tag's look without Blueprint's Tag component, for badges repeated on every row of a
// list. Tag wraps its text in Blueprint's Text, which measures itself after each render (a forced
// layout, then a second render) to decide on an ellipsis that a stock count or a discount never
// needs, on every row.
import { Classes, type Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { classNames } from "@/lib/class-names";

export interface BadgeProps {
  intent?: Intent;
  minimal?: boolean;
  round?: boolean;
  className?: string;
  title?: string;
  /** An icon before the text, as Tag's `icon`. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Badge({
  intent = "none",
  minimal = false,
  round = false,
  className,
  title,
  icon,
  children,
}: BadgeProps) {
  const classes = classNames(
    Classes.TAG,
    Classes.intentClass(intent),
    minimal ? Classes.MINIMAL : null,
    round ? Classes.ROUND : null,
    className,
  );
  return (
    <span className={classes} title={title}>
      {icon ? (
        <>
          {icon}
          <span>{children}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
