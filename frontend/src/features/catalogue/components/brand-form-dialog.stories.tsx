import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { BrandFormDialog } from "./brand-form-dialog";
import { storyBrandWithLogo, storyCategories } from "./story-fixtures";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "Catalogue/BrandFormDialog",
  component: BrandFormDialog,
  args: { isOpen: true, brand: null, categories: storyCategories, onClose: fn() },
} satisfies Meta<typeof BrandFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = {
  args: { brand: storyBrandWithLogo },
  play: async () => {
    await expectVisible(() => screen.findByDisplayValue("Chevrolet"));
    await expect(screen.getByRole("checkbox", { name: "Frenos" })).toBeChecked();
    await expect(screen.getByRole("checkbox", { name: "Eléctrico" })).not.toBeChecked();
  },
};

export const ValidationError: Story = {
  args: { initiallySubmitted: true },
  play: async () => {
    await expectVisible(() => screen.findByText("El nombre de la marca es obligatorio"));
  },
};

/** "Bosch" exists in the mock server: the 409 is shown and the form keeps its values. */
export const ServerError: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "Bosch");
    await userEvent.type(screen.getByLabelText(/País/), "Alemania");
    await userEvent.click(screen.getByRole("button", { name: "Crear marca" }));
    await expectVisible(() => screen.findByText("Error al crear marca"));
    await expectVisible(() => screen.getByText("Ya existe una marca con ese nombre"));
    await expectVisible(() => screen.getByDisplayValue("Alemania"));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SavedAndClosed: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "Febi Bilstein");
    await userEvent.click(screen.getByRole("checkbox", { name: "Motor" }));
    await userEvent.click(screen.getByRole("button", { name: "Crear marca" }));
    await expectVisible(() => screen.findByText("Marca creada"));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
