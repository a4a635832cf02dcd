// A Blueprint button's markup without Blueprint's Button component, for the actions repeated on
// every row of a list. Button runs an interaction hook, an Icon wrapper and a self-measuring Text
// for each instance, and a page of ten products has fifty of them. This renders the same element
// with the same classes (plain-button.test.tsx compares the two), so it looks and behaves the
// same: a native <button> already answers Enter and Space.
import { Classes, type Intent } from "@blueprintjs/core";
import type { ButtonHTMLAttributes, ReactElement, ReactNode } from "react";
import { classNames } from "@/lib/class-names";

export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "className" | "children"
> {
  /** An icon element from @blueprintjs/icons, e.g. <Edit />. */
  icon?: ReactElement;
  text?: ReactNode;
  intent?: Intent;
  size?: "small" | "medium";
  variant?: "solid" | "outlined";
}

export function PlainButton({
  icon,
  text,
  intent = "none",
  size = "medium",
  variant = "solid",
  ...buttonProps
}: PlainButtonProps) {
  const classes = classNames(
    Classes.BUTTON,
    Classes.intentClass(intent),
    size === "small" ? Classes.SMALL : null,
    variant === "outlined" ? Classes.OUTLINED : null,
  );
  return (
    <button type="button" {...buttonProps} className={classes}>
      {icon}
      {text === undefined ? null : <span className={Classes.BUTTON_TEXT}>{text}</span>}
    </button>
  );
}
