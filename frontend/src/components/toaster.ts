// The one toaster of the app: at most 1 toast, 5000 ms, F8 moves the focus to it and
// a 50 px swipe dismisses it. Every screen shows toasts through showToast(); the toaster element is
// created once, on first use.
import {
  Classes,
  Position,
  type ActionProps,
  type Intent,
  type LinkProps,
  type Toaster,
} from "@blueprintjs/core";
import { Cross } from "@blueprintjs/icons";
import { createElement } from "react";

export const TOAST_TIMEOUT_MS = 5000;
export const TOASTER_CLASS = "app-toaster";
export const TOAST_HOTKEY = "F8";
export const SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  intent?: Intent;
}

let toasterPromise: Promise<Toaster> | null = null;

function currentToast(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.${TOASTER_CLASS} .${Classes.TOAST}`);
}

function installHotkey(): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== TOAST_HOTKEY) return;
    const element = currentToast();
    if (!element) return;
    event.preventDefault();
    element.focus();
  });
}

/** Horizontal swipe on the toast: it follows the finger and goes away past the threshold. */
function installSwipe(toaster: Toaster): void {
  let start: { x: number; element: HTMLElement } | null = null;
  document.addEventListener("pointerdown", (event) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>(
      `.${TOASTER_CLASS} .${Classes.TOAST}`,
    );
    if (!element || (event.target as Element).closest("button, a, [role=button]")) return;
    start = { x: event.clientX, element };
  });
  document.addEventListener("pointermove", (event) => {
    if (!start) return;
    start.element.style.transform = `translateX(${event.clientX - start.x}px)`;
  });
  const finish = (event: PointerEvent) => {
    if (!start) return;
    const distance = Math.abs(event.clientX - start.x);
    start.element.style.transform = "";
    start = null;
    if (distance >= SWIPE_THRESHOLD_PX) toaster.clear();
  };
  document.addEventListener("pointerup", finish);
  document.addEventListener("pointercancel", () => {
    if (start) start.element.style.transform = "";
    start = null;
  });
}

function getToaster(): Promise<Toaster> {
  // Blueprint's toaster (an overlay with its transitions) loads with the first toast.
  toasterPromise ??= import("./overlay-toaster")
    .then(({ OverlayToaster }) =>
      OverlayToaster.create({ maxToasts: 1, position: Position.TOP, className: TOASTER_CLASS }),
    )
    .then((toaster) => {
      installHotkey();
      installSwipe(toaster);
      return toaster;
    });
  return toasterPromise;
}

/**
 * Blueprint's own close button is labelled "Close" in English; this action looks the same, is
 * named in Spanish and, like any toast action, dismisses the toast.
 */
function closeAction(): ActionProps & LinkProps {
  const action = { icon: createElement(Cross), className: "app-toast-close", "aria-label": "Cerrar aviso" };
  return action as ActionProps & LinkProps;
}

export async function showToast({ title, description, intent = "none" }: ToastInput): Promise<void> {
  const toaster = await getToaster();
  const message = createElement(
    "div",
    { className: "app-toast-body" },
    createElement("strong", { className: "app-toast-title" }, title),
    description ? createElement("div", { className: "app-toast-description" }, description) : null,
  );
  toaster.show({
    message,
    intent,
    timeout: TOAST_TIMEOUT_MS,
    isCloseButtonShown: false,
    action: closeAction(),
  });
}

/** Stories and tests start without a toast left over from the previous one. */
export async function clearToasts(): Promise<void> {
  if (toasterPromise) (await toasterPromise).clear();
}

export const toast = {
  success: (title: string, description?: string) => showToast({ title, description, intent: "success" }),
  error: (title: string, description?: string) => showToast({ title, description, intent: "danger" }),
  warning: (title: string, description?: string) => showToast({ title, description, intent: "warning" }),
  info: (title: string, description?: string) => showToast({ title, description, intent: "primary" }),
};
