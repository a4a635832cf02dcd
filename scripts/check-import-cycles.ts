// `npm run lint`'s cycle check: every TypeScript and JavaScript file git knows of (tracked, or new and
// not ignored), its import cycles listed, exit 1 when there is one (build/import-cycles.ts).
import { execFileSync } from "node:child_process";
import { findImportCycles } from "../build/import-cycles";

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const cycles = await findImportCycles(files);
for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(" → ")}`);
console.log(`import cycles: ${cycles.length} in ${files.length} files`);
process.exitCode = cycles.length > 0 ? 1 : 0;
