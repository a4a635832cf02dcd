// The one toaster of the app: at most 1 toast, 5000 ms. Every screen shows toasts through
// showToast(); the toaster element itself is created once, on first use.
import { OverlayToaster, Position, type Intent, type Toaster } from "@blueprintjs/core";
import { createElement } from "react";

export const TOAST_TIMEOUT_MS = 5000;
export const TOASTER_CLASS = "app-toaster";

export interface ToastInput {
  title: string;
  description?: string;
  intent?: Intent;
}

let toasterPromise: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({
    maxToasts: 1,
    position: Position.TOP,
    className: TOASTER_CLASS,
  });
  return toasterPromise;
}

export async function showToast({ title, description, intent = "none" }: ToastInput): Promise<void> {
  const toaster = await getToaster();
  const message = createElement(
    "div",
    { className: "app-toast-body" },
    createElement("strong", { className: "app-toast-title" }, title),
    description ? createElement("div", { className: "app-toast-description" }, description) : null,
  );
  toaster.show({ message, intent, timeout: TOAST_TIMEOUT_MS });
}

export const toast = {
  success: (title: string, description?: string) => showToast({ title, description, intent: "success" }),
  error: (title: string, description?: string) => showToast({ title, description, intent: "danger" }),
  warning: (title: string, description?: string) => showToast({ title, description, intent: "warning" }),
  info: (title: string, description?: string) => showToast({ title, description, intent: "primary" }),
};
