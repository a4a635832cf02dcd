// Imported first by main.tsx, so that it runs before the rest of the entry is evaluated: the chunk
// of the screen the page opens on starts downloading at once, not after React DOM and Blueprint
// have been evaluated (several hundred milliseconds on a slow phone).
import { preloadScreen } from "./routes/lazy-pages";

preloadScreen(window.location.pathname);
