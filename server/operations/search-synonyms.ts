// The shop's words ('Configuración' → 'Inventario'): every signed-in user's search applies them
// (server/operations/products.ts), only an Administrador changes them.
import { normalizedSynonyms } from "../../rules/search-synonyms";
import { badRequest } from "../errors";
import { ok, type Operation } from "./types";

const getSearchSynonyms: Operation<"getSearchSynonyms"> = async ({ store }) =>
  ok({ lines: await store.searchSynonyms.get() });

const updateSearchSynonyms: Operation<"updateSearchSynonyms"> = async ({ store }, { body }) => {
  const checked = normalizedSynonyms(body.lines);
  if ("problem" in checked) throw badRequest(checked.problem);
  return ok({ lines: await store.searchSynonyms.save(checked.lines) });
};

export const searchSynonymsOperations = { getSearchSynonyms, updateSearchSynonyms };
