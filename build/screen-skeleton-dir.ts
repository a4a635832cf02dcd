// Where the build writes each role's copy of index.html for each screen (build/vite-screen-skeletons.ts), inside
// the front end's output folder; the BFF serves them from there (bff/src/plugins/static-files.ts).
export const SCREEN_SKELETON_DIR = "screens";

/** Beside a screen's page, its page for a shop in 'Modo mostrador' where the screen draws another
 * page in that mode: screens/<role>/<screen>.counter.html. */
export const COUNTER_MODE_PAGE_SUFFIX = ".counter";
