// The key two names are compared by in imports: accents, case and extra spaces ignored
// ('Filtración ' and 'filtracion' are the same category).

export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
