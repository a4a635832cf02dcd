// Fails when contract/schema.gen.d.ts no longer matches openapi.yaml:
// regenerate it in memory and compare with the committed file.
import { readFile } from "node:fs/promises";
import openapiTS, { astToString } from "openapi-typescript";

const generatedPath = new URL("../contract/schema.gen.d.ts", import.meta.url);
const documentUrl = new URL("../openapi.yaml", import.meta.url);

const expected = astToString(await openapiTS(documentUrl));
const committed = await readFile(generatedPath, "utf8");
const normalize = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, "").trim();

if (normalize(expected) !== normalize(committed)) {
  console.error("schema.gen.d.ts is out of date with openapi.yaml: run `npm run gen:api` and commit it.");
  process.exit(1);
}
console.log("schema.gen.d.ts matches openapi.yaml");
