// Imported first by main.tsx, so that it runs before the rest of the entry is evaluated: the chunk
// of the screen the page opens on starts downloading at once, not after React DOM and Blueprint
// have been evaluated (several hundred milliseconds on a slow phone). main.tsx waits for it before
// the first render, so the shell and the screen appear together, in one pass.
import { preloadScreen } from "./routes/lazy-pages";

export const firstScreenLoaded = preloadScreen(window.location.pathname);

// The rest of the entry (React DOM, Blueprint, the app) is evaluated in a task of its own: starting
// the screen's two dozen downloads and evaluating the entry were one task that kept a phone from
// answering a tap for a quarter of a second.
await new Promise((resolve) => setTimeout(resolve, 0));
