import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import { ConfirmDeleteAlert } from "./confirm-delete-alert";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "Kit/ConfirmDeleteAlert",
  component: ConfirmDeleteAlert,
  args: {
    isOpen: true,
    onConfirm: fn(async () => {}),
    onClose: fn(),
    children: (
      <p>
        ¿Estás seguro de que deseas eliminar la categoría <strong>Accesorios</strong>? Esta acción no se puede
        deshacer.
      </p>
    ),
  },
} satisfies Meta<typeof ConfirmDeleteAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.getByRole("button", { name: "Cancelar" }));
    // Named and described for a screen reader: what it is, then the question.
    const alert = screen.getByRole("alertdialog", { name: "Confirmar eliminación" });
    await expect(alert).toHaveAccessibleDescription(/deseas eliminar la categoría Accesorios/);
  },
};

export const Deleting: Story = {
  // A delete that never answers keeps the alert in its loading state.
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar" }));
  },
};
