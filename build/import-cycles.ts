// Import cycles, found by dpdm over the modules' value imports, dynamic `import()` included. Type-only
// imports are left out (TypeScript erases them, so they cannot order modules at run time), as
// ESLint's import-x/no-cycle left them out. That rule walked the whole graph again behind every
// file it linted: nine tenths of `npm run lint`'s time. dpdm reads each file once.
import { join } from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";

/** Every cycle among `files` and what they import (paths relative to `root`), none when clean. */
export async function findImportCycles(files: string[], root = process.cwd()): Promise<string[][]> {
  const tree = await parseDependencyTree(files, {
    cwd: root,
    context: root,
    tsconfig: join(root, "tsconfig.json"),
    transform: true,
    skipDynamicImports: false,
  });
  return parseCircular(tree);
}
