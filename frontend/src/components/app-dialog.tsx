// Blueprint's Dialog with the header drawn here, so its close button is named in Spanish
// ("Cerrar diálogo"); Blueprint hard-codes the English "Close". Every dialog of the app uses this one,
// takes focus as it opens (so an Esc pressed at once closes it), and gives focus back to its opener
// when it closes.
import { Button, Classes, Dialog, H2, Icon, type DialogProps } from "@blueprintjs/core";
import { SmallCross } from "@blueprintjs/icons";
import { useId } from "react";
import { focusInsideOverlay } from "@/lib/focus-inside-overlay";
import { useReturnFocus } from "@/lib/return-focus";

export function AppDialog({
  title,
  icon,
  isCloseButtonShown = true,
  onClose,
  onClosed,
  onOpening,
  children,
  ...rest
}: DialogProps) {
  const titleId = useId();
  const returnFocus = useReturnFocus(rest.isOpen, onClosed);
  return (
    <Dialog
      {...rest}
      onClose={onClose}
      onClosed={returnFocus}
      onOpening={(node) => {
        if (rest.autoFocus !== false) focusInsideOverlay(node);
        onOpening?.(node);
      }}
      aria-labelledby={rest["aria-labelledby"] ?? (title != null ? titleId : undefined)}
    >
      {title != null ? (
        <div className={Classes.DIALOG_HEADER}>
          {icon ? <Icon icon={icon} aria-hidden tabIndex={-1} /> : null}
          <H2 id={titleId}>{title}</H2>
          {isCloseButtonShown ? (
            <Button
              aria-label="Cerrar diálogo"
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon={<SmallCross />}
              onClick={onClose}
              variant="minimal"
            />
          ) : null}
        </div>
      ) : null}
      {children}
    </Dialog>
  );
}
