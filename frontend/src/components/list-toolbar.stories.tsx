import { Button } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ListToolbar } from "./list-toolbar";

function Toolbar({ initial }: { initial: string }) {
  const [search, setSearch] = useState(initial);
  return (
    <ListToolbar
      search={{
        value: search,
        onChange: setSearch,
        placeholder: "Buscar clientes...",
        label: "Buscar clientes",
      }}
      actions={<Button intent="primary" text="Nuevo Cliente" />}
    />
  );
}

const meta = { title: "Kit/ListToolbar", component: Toolbar, args: { initial: "" } } satisfies Meta<
  typeof Toolbar
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** One clear button (the browser's own is hidden); it empties the box. */
export const WithSearch: Story = {
  args: { initial: "frenos" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getAllByRole("button", { name: "Borrar búsqueda" });
    await expect(clear).toHaveLength(1);
    await userEvent.click(clear[0]!);
    await expect(canvas.getByRole("searchbox", { name: "Buscar clientes" })).toHaveValue("");
  },
};

export const Phone: Story = { args: { initial: "frenos" }, globals: { viewport: { value: "phone" } } };
