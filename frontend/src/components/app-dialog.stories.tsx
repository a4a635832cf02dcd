// Focus goes back to the opener when a dialog closes: a button, or the trigger of the menu whose
// item opened it (the item itself is gone by then).
import { Button, Menu, MenuItem, Popover } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { AppDialog } from "./app-dialog";
import { ConfirmDeleteAlert } from "./confirm-delete-alert";

function Harness() {
  const [open, setOpen] = useState<"dialog" | "alert" | null>(null);
  return (
    <div style={{ display: "flex", gap: 8, padding: 16 }}>
      <Button text="Abrir diálogo" onClick={() => setOpen("dialog")} />
      <Popover
        content={
          <Menu>
            <MenuItem text="Eliminar fila" onClick={() => setOpen("alert")} />
          </Menu>
        }
      >
        <Button text="Más acciones" />
      </Popover>
      <AppDialog isOpen={open === "dialog"} onClose={() => setOpen(null)} title="Detalles">
        <p style={{ padding: 16 }}>Contenido</p>
      </AppDialog>
      <ConfirmDeleteAlert isOpen={open === "alert"} onConfirm={async () => {}} onClose={() => setOpen(null)}>
        <p>¿Eliminar la fila?</p>
      </ConfirmDeleteAlert>
    </div>
  );
}

const meta = { title: "Kit/DialogFocus", component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EscReturnsToButton: Story = {
  play: async () => {
    const opener = await screen.findByRole("button", { name: "Abrir diálogo" });
    await userEvent.click(opener);
    await expectVisible(() => screen.findByRole("dialog", { name: "Detalles" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Detalles" })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const MenuAlertReturnsToTrigger: Story = {
  play: async () => {
    const trigger = await screen.findByRole("button", { name: "Más acciones" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Eliminar fila" }));
    await expectVisible(() => screen.findByRole("alertdialog", { name: "Confirmar eliminación" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
