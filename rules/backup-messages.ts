// Spanish reasons a restore gives when it refuses an archive (printed after 'Restauración
// rechazada, no se ha reemplazado nada: ') and the encrypted archive's messages.

const ENTRY_KINDS: Record<string, string> = {
  SymbolicLink: "un enlace simbólico",
  Link: "un enlace duro",
  CharacterDevice: "un dispositivo",
  BlockDevice: "un dispositivo",
  FIFO: "una tubería (FIFO)",
  Directory: "una carpeta",
  File: "un archivo",
  OldFile: "un archivo",
  ContiguousFile: "un archivo",
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const BACKUP_MESSAGES = {
  damaged: (detail: string) => `el archivo está dañado o no es una copia de seguridad (${detail})`,
  manifestFirst: "el archivo no empieza por manifest.json: no es una copia de seguridad de esta aplicación",
  manifestTooLarge: "el manifiesto (manifest.json) es demasiado grande: no es una copia de esta aplicación",
  unexpectedEntry: (type: string, path: string) =>
    `la copia contiene ${ENTRY_KINDS[type] ?? `una entrada de tipo ${type}`} (${path}) que su manifiesto no lista; ` +
    "una copia de esta aplicación solo contiene los archivos que lista",
  duplicateEntry: (path: string) => `la copia contiene dos veces ${path}`,
  wrongDatabaseName: (name: string) => `el manifiesto nombra una base de datos desconocida (${name})`,
  sizeMismatch: (path: string, declared: number, actual: number) =>
    `${path} ocupa ${actual} bytes y el manifiesto dice ${declared}: la copia está dañada o ha sido modificada`,
  hashMismatch: (path: string) =>
    `${path} no coincide con su suma de verificación (SHA-256): la copia está dañada o ha sido modificada`,
  tooLarge: (declared: number, limit: number) =>
    `la copia ocuparía ${megabytes(declared)} descomprimida, más que el límite de ${megabytes(limit)} ` +
    "(RESTORE_MAX_BYTES)",
  noSpace: (declared: number, free: number) =>
    `la copia ocuparía ${megabytes(declared)} descomprimida y solo quedan ${megabytes(free)} libres en el disco`,
  expandsPastManifest:
    "el archivo se descomprime en más datos de los que lista su manifiesto (posible bomba de compresión)",
  missingDatabase: "la copia no contiene la base de datos que lista su manifiesto",
  missingImage: (name: string) => `falta la imagen ${name} o está dañada`,
  encryptedNeedsPassphrase:
    "la copia está cifrada: indique la contraseña en BACKUP_PASSPHRASE o escríbala cuando se le pida",
  wrongPassphrase:
    "no se pudo descifrar la copia: la contraseña no es correcta o el archivo cifrado está dañado o ha sido modificado",
  encryptedDamaged: "el archivo cifrado está dañado (cabecera ilegible o incompleta)",
  passphraseTooShort: (min: number) => `la contraseña de cifrado debe tener al menos ${min} caracteres`,
  passphrasesDiffer: "las contraseñas no coinciden",
} as const;
