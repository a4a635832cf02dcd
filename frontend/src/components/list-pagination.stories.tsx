import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ListPagination } from "./list-pagination";

const meta = {
  title: "Kit/ListPagination",
  component: ListPagination,
  args: {
    page: 2,
    pageSize: 10,
    total: 45,
    itemsLabel: "clientes",
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Mostrando 11-20 de 45 clientes")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Página anterior" })).toBeEnabled();
  },
};

export const FirstPage: Story = { args: { page: 1 } };

export const EmptyList: Story = { args: { page: 1, total: 0 } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
