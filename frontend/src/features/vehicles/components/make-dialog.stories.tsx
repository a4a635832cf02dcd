import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { MakeDialog } from "./make-dialog";

const meta = {
  title: "Vehicles/MakeDialog",
  component: MakeDialog,
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof MakeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("dialog", { name: "Añadir Nueva Marca" }));
  },
};

export const NameRequired: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Guardar marca" }));
    await expectVisible(() => screen.findByText("El nombre de la marca es obligatorio"));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** "Chevrolet" exists: the server's refusal is shown and the dialog stays open. */
export const ServerError: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "Chevrolet");
    await userEvent.click(screen.getByRole("button", { name: "Guardar marca" }));
    await expectVisible(() => screen.findByText("Error al crear la marca"));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "Great Wall");
    await userEvent.type(screen.getByLabelText(/Descripción/), "Camionetas chinas");
    await userEvent.click(screen.getByRole("button", { name: "Guardar marca" }));
    await expectVisible(() => screen.findByText("Marca creada"));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
