// The shop's search words ('Sinónimos de búsqueda').

/** The shop's words (rules/search-synonyms.ts), as lines in the order kept. */
export interface SearchSynonymsRepository {
  /** The lines a new database was given until an Administrador saves others. */
  get(): Promise<string[]>;
  save(lines: string[]): Promise<string[]>;
}
