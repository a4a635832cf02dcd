// Blueprint's Dialog with the header drawn here, so its close button is named in Spanish
// ("Cerrar diálogo"); Blueprint hard-codes the English "Close". Every dialog of the app uses this one,
// takes focus as it opens (so an Esc pressed at once closes it), and gives focus back to its opener
// when it closes.
import { Button, Classes, Dialog, H2, Icon, type DialogProps } from "@blueprintjs/core";
import { SmallCross } from "@blueprintjs/icons";
import { useId } from "react";
import { useReturnFocus } from "@/lib/return-focus";

/**
 * Blueprint moves focus into an opening overlay on the next animation frame, and handles Esc only
 * when focus is inside: an Esc pressed before that frame (a quick user, a busy machine) was lost.
 * Here focus goes to the overlay's own start-of-dialog marker as the dialog enters, in the same
 * commit; Blueprint then finds it inside and leaves it there.
 */
function focusInside(node: HTMLElement): void {
  const overlay = node.closest<HTMLElement>(`.${Classes.OVERLAY}`);
  if (!overlay || overlay.contains(document.activeElement)) return;
  overlay.querySelector<HTMLElement>(`.${Classes.OVERLAY_START_FOCUS_TRAP}`)?.focus({ preventScroll: true });
}

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
        if (rest.autoFocus !== false) focusInside(node);
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
