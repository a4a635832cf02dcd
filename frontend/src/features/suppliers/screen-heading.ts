// The screen's heading as far as it is fixed: the title, and the subtitle where it does not depend
// on data, on the URL or on who is signed in. The screen renders it (PageHeader); the screen registry
// (app/screens.ts) names this file, and the build draws the screen's first frame under it.
export const SCREEN_HEADING = {
  title: "Proveedores",
  subtitle: "Gestiona tus proveedores y pedidos de mercancía",
} as const;
