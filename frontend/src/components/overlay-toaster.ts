// Blueprint's toaster on its own, for toaster.ts to load with the first toast rather than with the
// page.
export { OverlayToaster } from "@blueprintjs/core";
