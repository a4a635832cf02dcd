import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "App/ShortcutsDialog",
  component: ShortcutsDialog,
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Atajos de teclado" });
    await expectVisible(() => within(dialog).getByRole("row", { name: /Nueva venta/ }));
    await expect(within(dialog).getByRole("row", { name: /^Alt\s*\+\s*N\s+Nuevo producto$/ })).toBeVisible();
  },
};

// The counter's keys: F9 completes, F8 leaves pending, '+' / '-' change the last line, '*' sets it.
export const CounterKeys: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Atajos de teclado" });
    await expectVisible(() =>
      within(dialog).getByRole("row", { name: /^F9\s+Completar la venta \(modo mostrador\)$/ }),
    );
    await expect(within(dialog).getByRole("row", { name: /^F8\s+Dejar la venta pendiente/ })).toBeVisible();
    await expect(
      within(dialog).getByRole("row", { name: /^\+\s+Con el buscador de la venta vacío/ }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole("row", { name: /^\*\s+Tras escribir un número en el buscador de la venta/ }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async () => {
    await expectVisible(() => screen.findByRole("dialog", { name: "Atajos de teclado" }));
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async () => {
    await expectVisible(() => screen.findByRole("dialog", { name: "Atajos de teclado" }));
  },
};
