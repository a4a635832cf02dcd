// A Vite build plugin that acts on the app's own build only: vite.config.ts also builds Storybook's
// preview and the mock mode into other folders, which must be left as they are. `run` gets the
// output folder and the resolved config once the bundle is written ("writeBundle", with the bundle)
// or once the build has closed ("closeBundle", after every plugin's writeBundle).
import { resolve } from "node:path";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";

export function afterAppBuild(
  name: string,
  target: string,
  hook: "writeBundle" | "closeBundle",
  run: (
    outDir: string,
    build: { config: ResolvedConfig; bundle?: Rolldown.OutputBundle },
  ) => Promise<unknown>,
): Plugin {
  let config: ResolvedConfig | undefined;
  const outDir = () => (config ? resolve(config.root, config.build.outDir) : "");
  return {
    name,
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async [hook](_options: unknown, bundle?: Rolldown.OutputBundle) {
      if (config && outDir() === resolve(target)) await run(outDir(), { config, bundle });
    },
  };
}
