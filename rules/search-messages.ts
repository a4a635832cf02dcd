// Spanish messages of the product search's settings ('Configuración' → 'Inventario').

export const SEARCH_MESSAGES = {
  synonymLineNeedsSides: (line: number) =>
    `Línea ${line}: escriba al menos dos términos separados por «=», por ejemplo «balata = pastilla de freno»`,
  synonymSideTooLong: (line: number, words: number) =>
    `Línea ${line}: cada término puede tener como máximo ${words} palabras`,
} as const;
