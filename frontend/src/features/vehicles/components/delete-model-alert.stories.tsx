import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, screen, userEvent } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { DeleteModelAlert } from "./delete-model-alert";
import { silveradoModel, sparkModel } from "./story-handlers";

const meta = {
  title: "Vehicles/DeleteModelAlert",
  component: DeleteModelAlert,
  args: { model: silveradoModel, onClose: fn() },
} satisfies Meta<typeof DeleteModelAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("Chevrolet Silverado"));
  },
};

export const Deleted: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("Modelo eliminado"));
  },
};

/** Spark has parts linked: the mocks refuse with the server's message. */
export const Refused: Story = {
  args: { model: sparkModel },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar" }));
    await expectVisible(() =>
      screen.findByText("No se puede eliminar el modelo: tiene repuestos compatibles asociados"),
    );
  },
};
