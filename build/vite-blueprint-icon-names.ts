// A Vite plugin: Blueprint's icon-name table, written compactly at build time.
// @blueprintjs/icons builds `IconNames` when its module loads, running change-case's pascalCase and
// snakeCase over all its icon names, on a phone's start-up before anything is drawn; written out
// in full, the table (each name under two keys) was 9 KB of the first download. Here the module
// holds the list of names once (IconNamesSet, which every string icon is checked against) and
// derives both keys with two plain string functions only when IconNames is first read, which
// nothing in this app does; the derivation is checked at build time against Blueprint's own table,
// and a name whose keys it would not give is written out with its keys. build-assets.test.ts
// compares the result with Blueprint's object.
import type { Plugin } from "vite";

const ICON_NAMES_MODULE = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

// The two derivations, as source for the module and as functions for the build-time check.
const PASCAL_SOURCE = `(name) => name.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("")`;
const SNAKE_SOURCE = `(name) => name.toUpperCase().replace(/-/g, "_")`;
const pascal = (name: string) =>
  name
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
const snake = (name: string) => name.toUpperCase().replace(/-/g, "_");

/** The source of a module whose `IconNames` is `table` and `IconNamesSet` its names. */
export function iconNamesModuleSource(table: Readonly<Record<string, string>>): string {
  const keysByName = new Map<string, string[]>();
  for (const [key, name] of Object.entries(table))
    keysByName.set(name, [...(keysByName.get(name) ?? []), key]);
  const regular: string[] = [];
  const irregular: Record<string, string> = {};
  for (const [name, keys] of keysByName) {
    if (keys.length === 2 && keys[0] === pascal(name) && keys[1] === snake(name)) regular.push(name);
    else for (const key of keys) irregular[key] = name;
  }
  // IconNames is read only by Icons.loadAll and EntityTitle, neither used here: its table is built
  // on first read (a proxy over it), not while the start-up script runs.
  return [
    `const NAMES = ${JSON.stringify(regular)};`,
    `const IRREGULAR = ${JSON.stringify(irregular)};`,
    `const pascal = ${PASCAL_SOURCE};`,
    `const snake = ${SNAKE_SOURCE};`,
    "let table = null;",
    "function built() {",
    "  if (table) return table;",
    "  table = {};",
    "  for (const name of NAMES) table[pascal(name)] = name;",
    "  for (const name of NAMES) table[snake(name)] = name;",
    "  return Object.assign(table, IRREGULAR);",
    "}",
    "export const IconNames = /* @__PURE__ */ new Proxy({}, {",
    "  get: (_, key) => built()[key],",
    "  has: (_, key) => key in built(),",
    "  ownKeys: () => Reflect.ownKeys(built()),",
    "  getOwnPropertyDescriptor: (_, key) => Object.getOwnPropertyDescriptor(built(), key),",
    "});",
    "export const IconNamesSet = /* @__PURE__ */ new Set([...NAMES, ...Object.values(IRREGULAR)]);",
    "",
  ].join("\n");
}

/** The module's source with `IconNames` and `IconNamesSet` as Blueprint builds them. */
export async function precomputedIconNamesModule(): Promise<string> {
  const { IconNames } = (await import("@blueprintjs/icons")) as { IconNames: Record<string, string> };
  return iconNamesModuleSource(IconNames);
}

export function precomputedIconNames(): Plugin {
  let source: Promise<string> | null = null;
  return {
    name: "wolftracker:blueprint-icon-names",
    enforce: "pre",
    load(id) {
      if (!ICON_NAMES_MODULE.test(id.split("?", 1)[0] ?? "")) return null;
      source ??= precomputedIconNamesModule();
      return source;
    },
  };
}
