import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { FitmentSection } from "./fitment-section";
import { expectVisible, phone } from "./story-fixtures";

// Seeded product 15, "Pastillas de freno delanteras semimetálicas", fits the Chevrolet Spark
// 2006 - 2009 (1.0L), the Optra 2004 - 2012 (1.8L) and the Corsa 2000 - 2006 (1.4L).
const meta = {
  title: "Inventory/FitmentSection",
  component: FitmentSection,
  args: { productId: 15, admin: true },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FitmentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const fitmentsPath = "/api/products/{id}/vehicles";

async function list() {
  return screen.findByRole("list", { name: "Vehículos compatibles" }, { timeout: 6000 });
}

async function startEditing() {
  await list();
  await userEvent.click(screen.getByRole("button", { name: "Modificar compatibilidad" }));
  return screen.findByRole("form", { name: "Añadir modelo compatible" }, { timeout: 6000 });
}

export const FilledAdministrador: Story = {
  play: async () => {
    const items = await list();
    await expect(within(items).getByText("Chevrolet Spark 2006 - 2009, 1.0L")).toBeVisible();
    await expect(within(items).getByText("Chevrolet Optra 2004 - 2012, 1.8L")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Modificar compatibilidad" })).toBeVisible();
  },
};

/** A Vendedor sees the list and nothing to change it with. */
export const FilledVendedor: Story = {
  args: { admin: false },
  parameters: { session: "sales" },
  play: async () => {
    await list();
    await expect(screen.queryByRole("button", { name: "Modificar compatibilidad" })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList(fitmentsPath)] } },
  play: async () => {
    await expectVisible(() =>
      screen.findByText("Sin vehículos compatibles registrados.", {}, { timeout: 6000 }),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever(fitmentsPath)] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Cargando vehículos compatibles..."));
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith(fitmentsPath, 500, "Error interno del servidor")] } },
  play: async () => {
    await expectVisible(() =>
      screen.findByText("Error al cargar los vehículos compatibles", {}, { timeout: 8000 }),
    );
  },
};

export const Editing: Story = {
  play: async () => {
    const form = await startEditing();
    await expect(
      screen.getByRole("button", { name: "Quitar Chevrolet Corsa 2000 - 2006, 1.4L" }),
    ).toBeVisible();
    await expect(within(form).getByLabelText("Modelo")).toBeDisabled();
    await expect(screen.getByRole("button", { name: "Guardar compatibilidad" })).toBeVisible();
  },
};

export const EditingPhone: Story = { globals: phone, play: Editing.play };

export const AddWithoutModel: Story = {
  play: async () => {
    const form = await startEditing();
    await userEvent.click(within(form).getByRole("button", { name: "Añadir modelo" }));
    await expectVisible(() => within(form).findByText("Selecciona un modelo"));
  },
};

export const AddTwiceRefused: Story = {
  play: async () => {
    const form = await startEditing();
    await userEvent.selectOptions(within(form).getByLabelText("Marca"), "Chevrolet");
    await userEvent.selectOptions(within(form).getByLabelText("Modelo"), "Spark");
    await userEvent.click(within(form).getByRole("button", { name: "Añadir modelo" }));
    await expectVisible(() => within(form).findByText("Ese modelo ya está en la lista"));
  },
};

export const YearsReversed: Story = {
  play: async () => {
    const form = await startEditing();
    await userEvent.selectOptions(within(form).getByLabelText("Marca"), "Chevrolet");
    await userEvent.selectOptions(within(form).getByLabelText("Modelo"), "Aveo");
    await userEvent.selectOptions(within(form).getByLabelText("Año desde"), "2015");
    await userEvent.selectOptions(within(form).getByLabelText("Año hasta"), "2010");
    await userEvent.click(within(form).getByRole("button", { name: "Añadir modelo" }));
    await expectVisible(() => within(form).findByText("El año inicial no puede ser mayor que el año final"));
  },
};

/** Remove the Corsa, add the Aveo 2010 - 2014 with its engine, save: the new list is shown. */
export const Saved: Story = {
  play: async () => {
    const form = await startEditing();
    await userEvent.click(screen.getByRole("button", { name: "Quitar Chevrolet Corsa 2000 - 2006, 1.4L" }));
    await userEvent.selectOptions(within(form).getByLabelText("Marca"), "Chevrolet");
    await userEvent.selectOptions(within(form).getByLabelText("Modelo"), "Aveo");
    await userEvent.selectOptions(within(form).getByLabelText("Año desde"), "2010");
    await userEvent.selectOptions(within(form).getByLabelText("Año hasta"), "2014");
    await userEvent.type(within(form).getByLabelText("Motor (opcional)"), "1.6L");
    await userEvent.click(within(form).getByRole("button", { name: "Añadir modelo" }));
    await userEvent.click(screen.getByRole("button", { name: "Guardar compatibilidad" }));
    await expectVisible(() => screen.findByText("Compatibilidad actualizada"));
    await expect(screen.getByText("Se guardaron 3 modelos compatibles.")).toBeVisible();
    const items = await list();
    await waitFor(() => expect(within(items).getByText("Chevrolet Aveo 2010 - 2014, 1.6L")).toBeVisible());
    await expect(within(items).queryByText(/Corsa/)).toBeNull();
  },
};

export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith(
          fitmentsPath,
          400,
          "Un modelo de vehículo aparece más de una vez en la lista de compatibilidad",
          "put",
        ),
      ],
    },
  },
  play: async () => {
    await startEditing();
    await userEvent.click(screen.getByRole("button", { name: "Guardar compatibilidad" }));
    await expectVisible(() => screen.findByText("Error al guardar la compatibilidad"));
    // The list being edited is kept.
    await expect(screen.getByRole("button", { name: "Guardar compatibilidad" })).toBeVisible();
  },
};

export const SavingNeverAnswers: Story = {
  parameters: { msw: { handlers: [loadingForever(fitmentsPath, "put")] } },
  play: async () => {
    await startEditing();
    await userEvent.click(screen.getByRole("button", { name: "Guardar compatibilidad" }));
    await expect(screen.getByRole("button", { name: "Cancelar" })).toBeDisabled();
  },
};
