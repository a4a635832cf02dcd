// The store's three layers match file for file: each repository interface in
// server/store/<resource>-repository.ts has its Knex version in bff/src/store/ and its memory version
// in mocks/store/ under the same file name, so one name finds the interface and both versions of any
// method. The names are tied: users-repository.ts declares UsersRepository, the BFF's file exports
// createUsersRepository, the mocks' file `users`, and the Store (server/store/store.ts) has `users`.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const LAYERS = { server: "server/store", bff: "bff/src/store", mocks: "mocks/store" } as const;

const read = (folder: string, file: string) => readFileSync(join(ROOT, folder, file), "utf8");
const repositoryFiles = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((file) => file.endsWith("-repository.ts"))
    .sort();

const words = (file: string) => file.replace(/-repository\.ts$/, "").split("-");
const pascal = (file: string) =>
  words(file)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");
const camel = (file: string) => pascal(file)[0]!.toLowerCase() + pascal(file).slice(1);

describe("store layers", () => {
  const interfaces = repositoryFiles(LAYERS.server);

  it("every repository file has the same name in server/store, bff/src/store and mocks/store", () => {
    expect(interfaces.length).toBeGreaterThan(30);
    expect(repositoryFiles(LAYERS.bff)).toEqual(interfaces);
    expect(repositoryFiles(LAYERS.mocks)).toEqual(interfaces);
  });

  it("each file holds one repository, named by the file", () => {
    for (const file of interfaces) {
      const declared = [...read(LAYERS.server, file).matchAll(/^export interface (\w+Repository)\b/gm)];
      expect(
        declared.map((match) => match[1]),
        file,
      ).toEqual([`${pascal(file)}Repository`]);
      const knex = [
        ...read(LAYERS.bff, file).matchAll(/^export (?:async )?function (create\w+Repository)\b/gm),
      ];
      expect(
        knex.map((match) => match[1]),
        file,
      ).toEqual([`create${pascal(file)}Repository`]);
      const memory = [...read(LAYERS.mocks, file).matchAll(/^export const (\w+): (\w+Repository) = /gm)];
      expect(
        memory.map((match) => `${match[1]}: ${match[2]}`),
        file,
      ).toEqual([`${camel(file)}: ${pascal(file)}Repository`]);
    }
  });

  it("the Store composes exactly these repositories", () => {
    const store = read(LAYERS.server, "store.ts");
    const body = store.slice(store.indexOf("export interface Store {"));
    const members = [...body.matchAll(/^ {2}(\w+): (\w+);$/gm)].map((match) => `${match[1]}: ${match[2]}`);
    expect(members.sort()).toEqual(
      interfaces.map((file) => `${camel(file)}: ${pascal(file)}Repository`).sort(),
    );
  });

  it("no store file only passes another's exports on", () => {
    for (const folder of Object.values(LAYERS))
      for (const file of readdirSync(join(ROOT, folder)).filter((name) => name.endsWith(".ts")))
        expect(read(folder, file), `${folder}/${file}`).not.toMatch(
          /^export (?:\*|(?:type )?\{[^}]*\}) from /m,
        );
  });
});
