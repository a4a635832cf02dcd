/** The id of the production build's <link> to Blueprint's dark rules: the build writes it into
 * index.html (build/vite-blueprint-css.ts) and the theme switches it on (theme.ts). */
export const DARK_STYLESHEET_ID = "blueprint-dark";
