import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CategoryCard } from "./category-card";
import { storyCategories, storySubcategories } from "./story-fixtures";

const [motor, frenos, , accesorios] = storyCategories;

const meta = {
  title: "Catalogue/CategoryCard",
  component: CategoryCard,
  args: {
    category: frenos!,
    subcategories: storySubcategories,
    onEdit: fn(),
    onDelete: fn(),
    onAddSubcategory: fn(),
    onDeleteSubcategory: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Subcategorías/ }));
    await expect(canvas.getByText("Pastillas")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Eliminar subcategoría Discos" })).toBeVisible();
  },
};

export const WithoutSubcategories: Story = {
  args: { category: motor!, subcategories: [], initiallyExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Esta categoría no tiene subcategorías.")).toBeVisible();
  },
};

export const WithoutDescription: Story = {
  args: { category: accesorios!, subcategories: [] },
};

export const ActionsCallBack: Story = {
  args: { initiallyExpanded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Editar categoría Frenos" }));
    await expect(args.onEdit).toHaveBeenCalledWith(frenos);
    await userEvent.click(canvas.getByRole("button", { name: "Nueva Subcategoría" }));
    await expect(args.onAddSubcategory).toHaveBeenCalledWith(frenos);
    await expect(canvas.getByRole("link", { name: "Ver productos" })).toHaveAttribute(
      "href",
      "/inventory?category=2",
    );
  },
};
