import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { CategoryFormDialog } from "./category-form-dialog";
import { storyCategories } from "./story-fixtures";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "Catalogue/CategoryFormDialog",
  component: CategoryFormDialog,
  args: { isOpen: true, category: null, onClose: fn() },
} satisfies Meta<typeof CategoryFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = {
  args: { category: storyCategories[0]! },
  play: async () => {
    await expectVisible(() => screen.findByDisplayValue("Motor"));
  },
};

export const ValidationError: Story = {
  args: { initiallySubmitted: true },
  play: async () => {
    await expectVisible(() => screen.findByText("El nombre de la categoría es obligatorio"));
  },
};

export const BlankNameIsRefused: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "   ");
    await userEvent.keyboard("{Enter}");
    await expectVisible(() => screen.findByText("El nombre de la categoría es obligatorio"));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The mock server already has "Motor": the 409 is shown and the dialog keeps what was typed. */
export const ServerError: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "Motor");
    await userEvent.click(screen.getByRole("button", { name: "Crear categoría" }));
    await expectVisible(() => screen.findByText("Error al crear categoría"));
    await expectVisible(() => screen.getByText("Ya existe una categoría con ese nombre"));
    await expectVisible(() => screen.getByDisplayValue("Motor"));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SavedAndClosed: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "Herramientas{Enter}");
    await expectVisible(() => screen.findByText("Categoría creada"));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
