import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent } from "storybook/test";
import { answerWith, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { SearchSynonymsPanel } from "./search-synonyms-panel";

const meta = {
  title: "Settings/SearchSynonymsPanel",
  component: SearchSynonymsPanel,
  parameters: { route: "/settings" },
} satisfies Meta<typeof SearchSynonymsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.findByLabelText("Sinónimos de búsqueda");

export const ConSinonimos: Story = {
  play: async () => {
    // toHaveValue with an asymmetric matcher does not match a textarea's value: read it.
    const text = (await field()) as HTMLTextAreaElement;
    await expect(text.value).toContain("balata = pastilla de freno\ncandela = bujía");
    await expect(screen.queryByText("Todavía no hay sinónimos")).toBeNull();
  },
};

export const SinSinonimos: Story = {
  parameters: { msw: { handlers: [answerWith("/api/search-synonyms", { lines: [] })] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Todavía no hay sinónimos"));
    await expect(await field()).toHaveValue("");
  },
};

export const Cargando: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/search-synonyms")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Cargando sinónimos..."));
  },
};

export const ErrorAlCargar: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/search-synonyms", 500, "Error interno del servidor")] },
  },
  play: async () => {
    await expectVisible(() => screen.findByText("Error al cargar los sinónimos"));
    await expect(screen.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

/** The mocks run the server's rule: a line with one term is refused by its number. */
export const LineaRechazada: Story = {
  play: async () => {
    const text = await field();
    await userEvent.clear(text);
    await userEvent.type(text, "shock = amortiguador{enter}balata");
    await userEvent.click(screen.getByRole("button", { name: "Guardar sinónimos" }));
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Línea 2: escriba al menos dos términos separados por «=»");
  },
};

export const Guardados: Story = {
  play: async () => {
    const text = await field();
    await userEvent.clear(text);
    await userEvent.type(text, "  chicote =   cable {enter}{enter}shock = amortiguador");
    await userEvent.click(screen.getByRole("button", { name: "Guardar sinónimos" }));
    await expectVisible(() => screen.findByText("Sinónimos guardados"));
    await expect(await field()).toHaveValue("chicote = cable\nshock = amortiguador");
  },
};
