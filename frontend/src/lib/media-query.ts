// Whether a CSS media query matches, false where there is no window (jsdom without matchMedia, or
// the build rendering a screen's first frame in Node, app/screen-frames).
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function mediaMatches(query: string): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(query).matches
  );
}
