import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import { ModelsPagination } from "./models-pagination";

const meta = {
  title: "Vehicles/ModelsPagination",
  component: ModelsPagination,
  args: { page: 5, pageSize: 10, total: 95, shown: 10, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof ModelsPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async () => {
    await expect(screen.getByText("Mostrando 10 de 95 modelos")).toBeVisible();
    for (const page of [1, 4, 5, 6, 10])
      await expect(screen.getByRole("button", { name: `Página ${page}` })).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Página 3" })).toBeNull();
  },
};

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 10, shown: 5 } };

export const SinglePage: Story = { args: { page: 1, total: 7, shown: 7, pageSize: 20 } };

export const Empty: Story = { args: { page: 1, total: 0, shown: 0, pageSize: 20 } };
