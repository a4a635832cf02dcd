// Entry point. start-first-screen comes first: it starts loading the first screen's chunk while
// the modules below are still being evaluated. In mock mode (`vite --mode mock`) the MSW worker must be listening before the
// first request, so rendering waits for it; the import is dead code in the real build.
import { firstScreenLoaded } from "./start-first-screen";
import "@blueprintjs/core/lib/css/blueprint.css";
import "./styles/app.css";
import { FocusStyleManager } from "@blueprintjs/core";
import "./yields/after-blueprint";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "./yields/after-react-dom";
import { App } from "./app";
import { applyTheme, readThemePreference, resolveTheme, systemPrefersDark } from "../lib/theme/theme";

async function startMockWorker(): Promise<void> {
  if (import.meta.env.MODE !== "mock") return;
  const { worker } = await import("@mocks/browser");
  await worker.start({ onUnhandledRequest: "bypass", quiet: true });
}

async function main(): Promise<void> {
  // Focus rings for keyboard users only: a mouse click leaves no ring on the clicked item.
  FocusStyleManager.onlyShowFocusOnTabs();
  // Paint in the stored theme from the first frame, before React mounts.
  applyTheme(resolveTheme(readThemePreference(), systemPrefersDark()));
  await startMockWorker();
  // The first screen's chunk has been loading since the entry started: waiting for it (it has
  // usually arrived by now) paints the shell and the screen at once, instead of the shell with a
  // spinner and then, held back by React's throttling of revealed Suspense content, the screen.
  await firstScreenLoaded;
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task that blocks input while the page loads.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void main();
