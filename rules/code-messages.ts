// A code no product or row has, in a module of its own: the scanner, the number look-up and the
// purchases' part search show it, and take only this text with them.
export const CODE_NOT_FOUND = "Código no encontrado";
