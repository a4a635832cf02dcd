import type { Meta, StoryObj } from "@storybook/react-vite";
import { LabelsPage } from "./labels-page";

const meta = {
  title: "Labels/LabelsPage",
  component: LabelsPage,
  parameters: { route: "/labels" },
} satisfies Meta<typeof LabelsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const AsVendedor: Story = { parameters: { session: "sales" } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
