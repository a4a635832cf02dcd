// The theme before the app's scripts run. A phone can wait a second or two for them while the
// screen's HTML frame is already on show; without this, a dark-theme user watched that frame in
// the light theme and then saw it flip. This is a classic script, not a module: the build puts it
// inline at the top of index.html's <head> (build/vite-blueprint-css.ts), after the dark
// stylesheet's <link> and before the main stylesheet, which it must not wait for; the BFF's
// Content-Security-Policy allows it by its hash (bff/src/plugins/inline-scripts.ts). It does what
// the app's start-up does, `applyTheme(resolveTheme(readThemePreference(), systemPrefersDark()))`
// (theme.ts), with Blueprint's dark class on <html>, <body> not being parsed yet (app.css gives
// <body> the dark text colour under it).

/** The id of the production build's <link> to Blueprint's dark rules: the build writes it into
 * index.html (build/vite-blueprint-css.ts) and the theme switches it on (here and theme.ts). */
export const DARK_STYLESHEET_ID = "blueprint-dark";
export const THEME_STORAGE_KEY = "theme";
export const DARK_QUERY = "(prefers-color-scheme: dark)";
/** Blueprint's `Classes.DARK` (a test holds them equal; Blueprint is not loaded this early). */
export const DARK_CLASS = "bp6-dark";

const json = JSON.stringify;

/** Storage refused (a locked-down browser) counts as no choice, as readThemePreference has it. */
export const THEME_BOOT_SCRIPT =
  `try{var p=null;try{p=localStorage.getItem(${json(THEME_STORAGE_KEY)})}catch(e){}` +
  `var d=p==="dark"||(p!=="light"&&matchMedia(${json(DARK_QUERY)}).matches),` +
  `t=d?"dark":"light",h=document.documentElement;` +
  `h.dataset.theme=t;h.style.colorScheme=t;` +
  `if(d){h.classList.add(${json(DARK_CLASS)});` +
  `var l=document.getElementById(${json(DARK_STYLESHEET_ID)});if(l)l.media="all"}}catch(e){}`;
