import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { SubcategoryFormDialog } from "./subcategory-form-dialog";
import { storyCategories } from "./story-fixtures";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "Catalogue/SubcategoryFormDialog",
  component: SubcategoryFormDialog,
  args: { isOpen: true, category: storyCategories[1]!, onClose: fn() },
} satisfies Meta<typeof SubcategoryFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("Frenos"));
  },
};

export const ValidationError: Story = {
  args: { initiallySubmitted: true },
  play: async () => {
    await expectVisible(() => screen.findByText("El nombre de la subcategoría es obligatorio"));
  },
};

export const SavedAndClosed: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Nombre/), "Sensores ABS");
    await userEvent.click(screen.getByRole("button", { name: "Crear subcategoría" }));
    await expectVisible(() => screen.findByText("Subcategoría creada"));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
