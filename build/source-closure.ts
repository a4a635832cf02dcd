// The front-end source files a module imports statically, followed through relative and `@/`
// imports. Type-only imports, dynamic `import()`, stylesheets and packages are left out: what is
// left is the app code a screen's chunk cannot do without. The build's chunk groups use it
// (vite.config.ts).
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"/gm;
const EXTENSIONS = ["", ".ts", ".tsx"];

function resolveImport(sourceRoot: string, importer: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? join(sourceRoot, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(importer), specifier)
      : null;
  if (base === null) return null;
  const file = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return file && /\.tsx?$/.test(file) ? file : null;
}

/** Every source file `entry` reaches by static imports, `entry` included (absolute paths). */
export function staticSourceClosure(entry: string, sourceRoot: string): Set<string> {
  const reached = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const imported = resolveImport(sourceRoot, file, specifier!);
      if (imported !== null) pending.push(imported);
    }
  }
  return reached;
}
