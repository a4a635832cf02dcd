// Every screen is its own chunk: the route table loads a screen only when it is visited, and the
// entry point starts loading the first screen's chunk at once (preloadScreen), beside the session
// check rather than after it. A screen whose chunk has arrived renders at once; only one still on
// its way suspends (the shell's spinner), so the first screen is not held back by React's
// throttling of revealed Suspense content (up to 300 ms) nor painted in two passes. A chunk that
// fails to arrive is asked for once more (a dev server re-bundling, a network blip); if that fails
// too, the screen shows the shared error state, whose 'Reintentar' loads it afresh.
import { createElement, lazy, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { ScreenLoadFailed } from "@/components/screen-load-failed";
import { SCREENS, screenAt, type ScreenLoader } from "../screens";

/** The load, tried a second time when the first fails. */
export function retryOnce(load: ScreenLoader): ScreenLoader {
  return () => load().catch(() => load());
}

/** A screen's component and the one load its route and the preload share. */
export function screen(firstLoad: ScreenLoader) {
  const load = retryOnce(firstLoad);
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Not kept: after a failed preload, the lazy component's own load tries again.
        loading = null;
        throw error;
      },
    ));
  // The lazy wrapper lives here, not in a screen's state: React drops the state of a render that
  // suspended before it was first shown. A failed load resolves to the error state; 'Reintentar'
  // (or the next visit) makes a new wrapper, since React.lazy keeps its first outcome for good.
  let failed = false;
  let version = 0;
  const listeners = new Set<() => void>();
  function Failed() {
    // Leaving the error state (another route) means the next visit loads afresh.
    useEffect(
      () => () => {
        if (failed) renew();
      },
      [],
    );
    return createElement(ScreenLoadFailed, { onRetry: retry });
  }
  const wrapper = () =>
    lazy(() =>
      preload().catch(() => {
        failed = true;
        return { default: Failed };
      }),
    );
  let current = wrapper();
  function renew() {
    failed = false;
    current = wrapper();
  }
  function retry() {
    renew();
    version += 1;
    for (const listener of listeners) listener();
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getVersion = () => version;
  function Screen() {
    useSyncExternalStore(subscribe, getVersion, getVersion);
    // Chosen once per visit: switching from the lazy wrapper to the loaded component on a later
    // render would remount the screen and lose what the user typed.
    const [first] = useState(() => loaded);
    return createElement(first ?? current);
  }
  return { Screen, preload };
}

const screens = new Map(SCREENS.map(({ path, load }) => [path, screen(load)]));

/** The component of a screen of the registry (app/screens.ts), by its path. */
export function screenComponent(path: string): ComponentType {
  const found = screens.get(path);
  if (!found) throw new Error(`no screen at ${path} in app/screens.ts`);
  return found.Screen;
}

/** The component of the screen at a path's first segment, once its chunk has loaded: what the
 * build renders as each screen's first frame (app/screen-frames/render-screen-frame.tsx). */
export async function loadScreen(path: string): Promise<ComponentType> {
  await screens.get(path)?.preload();
  return screenComponent(path);
}

/** Starts fetching the chunk of the screen at `pathname` ("/" is the dashboard); the screen's route
 * then finds the module loaded or on its way. A failed preload is left to the route's own load.
 * Resolves when the chunk has loaded or failed. */
export function preloadScreen(pathname: string): Promise<void> {
  const found = screenAt(pathname);
  const preload = found && screens.get(found.path)?.preload;
  if (!preload) return Promise.resolve();
  return preload().then(
    () => undefined,
    () => undefined,
  );
}
