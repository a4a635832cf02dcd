import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { ModelDialog } from "./model-dialog";
import { referenceModel, sparkModel, storyMakes } from "./story-handlers";

const meta = {
  title: "Vehicles/ModelDialog",
  component: ModelDialog,
  args: { isOpen: true, makes: storyMakes, model: null, onClose: fn() },
} satisfies Meta<typeof ModelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("dialog", { name: "Añadir Nuevo Modelo" }));
    const years = screen.getByLabelText("Año desde") as HTMLSelectElement;
    await expect(years.options[1]!.value).toBe(String(new Date().getFullYear()));
    await expect(years.options[years.options.length - 1]!.value).toBe("1990");
  },
};

export const ValidationErrors: Story = {
  args: { initiallySubmitted: true },
  play: async () => {
    await expectVisible(() => screen.findByText("La marca es obligatoria"));
    await expect(screen.getByText("El nombre del modelo es obligatorio")).toBeVisible();
  },
};

export const Created: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(await screen.findByLabelText(/^Marca/), "Chevrolet");
    await userEvent.type(screen.getByLabelText(/^Modelo/), "Onix");
    await userEvent.selectOptions(screen.getByLabelText("Año desde"), "2020");
    await userEvent.click(screen.getByRole("button", { name: "Guardar modelo" }));
    await expectVisible(() => screen.findByText("Modelo creado"));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const CreateFailed: Story = {
  parameters: { msw: { handlers: [failWith("/api/vehicles", 404, "Marca no encontrada", "post")] } },
  play: async ({ args }) => {
    await userEvent.selectOptions(await screen.findByLabelText(/^Marca/), "Chevrolet");
    await userEvent.type(screen.getByLabelText(/^Modelo/), "Onix");
    await userEvent.click(screen.getByRole("button", { name: "Guardar modelo" }));
    await expectVisible(() => screen.findByText("Error al crear el vehículo"));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { model: sparkModel },
  play: async () => {
    await expectVisible(() => screen.findByRole("dialog", { name: "Editar Modelo" }));
    await expectVisible(() => screen.getByDisplayValue("Spark"));
    await expect(screen.getByLabelText("Año hasta")).toHaveValue("2019");
  },
};

export const EditSaved: Story = {
  args: { model: sparkModel },
  play: async ({ args }) => {
    await userEvent.clear(await screen.findByLabelText("Motor (opcional)", { exact: false }));
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("Modelo actualizado"));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const EditSaving: Story = {
  args: { model: sparkModel },
  parameters: { msw: { handlers: [loadingForever("/api/vehicles/{id}", "put")] } },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Guardar cambios" }));
  },
};

export const YearsReversed: Story = {
  args: { model: sparkModel },
  play: async () => {
    await userEvent.selectOptions(await screen.findByLabelText("Año desde"), "2020");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("El año inicial no puede ser mayor que el año final"));
  },
};

export const ReferenceModel: Story = {
  args: { model: referenceModel },
  play: async () => {
    await expectVisible(() => screen.findByText(/viene de la lista de referencia/));
  },
};
