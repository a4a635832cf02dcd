import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import { ListPagination } from "./list-pagination";

const meta = {
  title: "Kit/ListPagination/Numbered",
  component: ListPagination,
  args: {
    numbered: true,
    itemsLabel: "modelos",
    page: 5,
    pageSize: 10,
    total: 95,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async () => {
    await expect(screen.getByText("Mostrando 10 de 95 modelos")).toBeVisible();
    for (const page of [1, 4, 5, 6, 10])
      await expect(screen.getByRole("button", { name: `Página ${page}` })).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Página 3" })).toBeNull();
    await expect(screen.getByRole("button", { name: "10 por página" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = {
  args: { page: 10 },
  play: async () => {
    await expect(screen.getByText("Mostrando 5 de 95 modelos")).toBeVisible();
  },
};

export const SinglePage: Story = { args: { page: 1, total: 7, pageSize: 20 } };

export const Empty: Story = { args: { page: 1, total: 0, pageSize: 20 } };
