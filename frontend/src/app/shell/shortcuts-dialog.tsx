// The '?' overlay: every keyboard shortcut of the counter, from the shortcut list itself.
import { DialogBody } from "@blueprintjs/core";
import { AppDialog } from "@/components/app-dialog";
import { SHORTCUTS, keyLabels } from "@/lib/shortcuts/shortcut-list";
import "./shortcuts-dialog.css";

export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title="Atajos de teclado" className="shortcuts-dialog">
      <DialogBody useOverflowScrollContainer={false}>
        {/* The list may be taller than a phone's screen: its own scroll region, reachable by Tab. */}
        <div className="shortcuts-scroll" tabIndex={0} role="region" aria-label="Lista de atajos">
          <table className="shortcuts-table">
            <caption className="shortcuts-caption">
              Fuera de un campo de texto, estas teclas actúan en cualquier pantalla.
            </caption>
            <thead>
              <tr>
                <th scope="col">Tecla</th>
                <th scope="col">Acción</th>
              </tr>
            </thead>
            <tbody>
              {SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.keys}>
                  <td>
                    {keyLabels(shortcut.keys).map((label, index) => (
                      <span key={label}>
                        {index > 0 ? " + " : null}
                        <kbd>{label}</kbd>
                      </span>
                    ))}
                  </td>
                  <td>{shortcut.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogBody>
    </AppDialog>
  );
}
