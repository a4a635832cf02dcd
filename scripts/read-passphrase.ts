// The passphrase of an encrypted backup for `npm run backup -- --encrypt` and `npm run restore`:
// BACKUP_PASSPHRASE when set (for unattended use), otherwise typed at the terminal without echo
// (never a command-line argument, which every local user can read in the process list).
import { BACKUP_MESSAGES } from "../rules/backup-messages";
import { BACKUP_PASSPHRASE_MIN_LENGTH } from "../rules/backups";

function typeHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return Promise.reject(new Error(BACKUP_MESSAGES.encryptedNeedsPassphrase));
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          stderr.write("\n");
          return resolve(value);
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          process.exit(130);
        }
        value = ch === "\u007f" || ch === "\b" ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on("data", onData);
  });
}

/** For a new encrypted copy: asked twice, at least BACKUP_PASSPHRASE_MIN_LENGTH characters. */
export async function newPassphrase(): Promise<string> {
  const value = process.env.BACKUP_PASSPHRASE ?? (await typeHidden("Contraseña para cifrar la copia: "));
  if (value.length < BACKUP_PASSPHRASE_MIN_LENGTH)
    throw new Error(BACKUP_MESSAGES.passphraseTooShort(BACKUP_PASSPHRASE_MIN_LENGTH));
  if (process.env.BACKUP_PASSPHRASE === undefined && (await typeHidden("Repítala: ")) !== value)
    throw new Error(BACKUP_MESSAGES.passphrasesDiffer);
  return value;
}

/** For restoring an encrypted copy. */
export async function existingPassphrase(): Promise<string> {
  return process.env.BACKUP_PASSPHRASE ?? typeHidden("Contraseña de la copia cifrada: ");
}
