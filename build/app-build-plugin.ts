// A Vite build plugin that acts on the app's own build only: vite.config.ts also builds Storybook's
// preview and the mock mode into other folders, which must be left as they are. `run` gets the
// output folder once the bundle is written ("writeBundle") or once the build has closed
// ("closeBundle", after every plugin's writeBundle).
import { resolve } from "node:path";
import type { Plugin } from "vite";

export function afterAppBuild(
  name: string,
  target: string,
  hook: "writeBundle" | "closeBundle",
  run: (outDir: string) => Promise<unknown>,
): Plugin {
  let outDir = "";
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async [hook]() {
      if (outDir === resolve(target)) await run(outDir);
    },
  };
}
