import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CatalogueToolbar } from "./catalogue-toolbar";

const meta = {
  title: "Catalogue/CatalogueToolbar",
  component: CatalogueToolbar,
  args: {
    search: "",
    onSearchChange: fn(),
    searchPlaceholder: "Buscar categorías o subcategorías...",
    searchLabel: "Buscar categorías",
    createText: "Nueva Categoría",
    onCreate: fn(),
  },
} satisfies Meta<typeof CatalogueToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithSearch: Story = { args: { search: "frenos" } };
