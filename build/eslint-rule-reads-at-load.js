// ESLint rule `wolftracker/no-rule-reads-at-load`: a front-end module reads what it imports from
// rules/ when it runs (in a function, a component, a getter), never while it loads. The production
// build places rules/ modules in the shared chunks (vite.config.ts), and a shared chunk imported in a
// cycle is evaluated after a chunk that imports it: a table built at module level from a rule
// constant (`{ efectivo: PAYMENT_METHOD_LABELS.efectivo }`) then read `undefined` and the screen
// did not render, in the production build only. An alias is a live re-export instead
// (`export { CASH_MOVEMENT_LABELS as MOVEMENT_LABELS } from "@rules/register-messages"`), and a
// table built from rules belongs in rules/. A binding that a front-end module re-exports from rules/
// counts as a rule too.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = dirname(import.meta.dirname);
const SOURCE_ROOT = join(ROOT, "frontend/src");
const RULES_SPECIFIER = /^(@rules\/|(\.\.\/)+rules\/)/;
const RE_EXPORTS = /export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g;

/** The names a front-end module re-exports from rules/ (`export { A, B as C } from "@rules/…"`). */
function ruleNamesReExportedBy(importer, specifier) {
  const base = specifier.startsWith("@/")
    ? join(SOURCE_ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(importer), specifier)
      : null;
  const file = base && [".ts", ".tsx"].map((extension) => base + extension).find((path) => existsSync(path));
  if (!file) return new Set();
  const names = new Set();
  for (const [, list, from] of readFileSync(file, "utf8").matchAll(RE_EXPORTS)) {
    if (!RULES_SPECIFIER.test(from)) continue;
    for (const item of list.split(",")) {
      const name = item
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Whether the reference runs while its module loads: no function encloses it. */
function runsAtLoad(reference) {
  for (let scope = reference.from; scope; scope = scope.upper) {
    if (scope.type === "function") return false;
    if (scope.type === "module") return true;
  }
  return false;
}

function isTypePosition(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "TSTypeQuery" || parent.type === "TSTypeReference") return true;
    if (parent.type === "ExportSpecifier") return true;
  }
  return false;
}

export const noRuleReadsAtLoad = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      atLoad:
        "'{{name}}' (rules/) is read while the module loads: read it when used (a function, a getter) or re-export it with `export { … } from`.",
    },
  },
  create(context) {
    const check = (variable) => {
      for (const reference of variable.references) {
        if (!reference.isValueReference || isTypePosition(reference.identifier)) continue;
        if (runsAtLoad(reference))
          context.report({ node: reference.identifier, messageId: "atLoad", data: { name: variable.name } });
      }
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind === "type") return;
        const specifier = node.source.value;
        const fromRules = RULES_SPECIFIER.test(specifier);
        const reExported = fromRules ? null : ruleNamesReExportedBy(context.filename, specifier);
        for (const variable of context.sourceCode.getDeclaredVariables(node)) {
          const definition = variable.defs[0]?.node;
          const imported =
            definition?.type === "ImportSpecifier"
              ? (definition.imported.name ?? definition.imported.value)
              : null;
          if (fromRules || (imported !== null && reExported.has(imported))) check(variable);
        }
      },
    };
  },
};
