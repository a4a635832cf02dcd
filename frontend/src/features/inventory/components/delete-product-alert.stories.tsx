import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { failWith } from "@mocks/overrides";
import { DeleteProductAlert } from "./delete-product-alert";
import { sampleProduct } from "@/lib/testing/sample-product";
import { expectVisible } from "./story-fixtures";

const meta = {
  title: "Inventory/DeleteProductAlert",
  component: DeleteProductAlert,
  args: { product: { id: sampleProduct.id, name: sampleProduct.name }, onClose: fn(), onDeleted: fn() },
} satisfies Meta<typeof DeleteProductAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("¿Estás seguro de que deseas eliminar este producto?"));
  },
};

export const Deleted: Story = {
  play: async ({ args }) => {
    await expectVisible(() => screen.findByRole("button", { name: "Eliminar" }));
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("Producto eliminado correctamente"));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
  },
};

export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/products/{id}", 500, "Error interno del servidor", "delete")] },
  },
  play: async ({ args }) => {
    await expectVisible(() => screen.findByRole("button", { name: "Eliminar" }));
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("Error al eliminar el producto"));
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
