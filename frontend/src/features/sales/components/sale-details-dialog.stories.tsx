// A recorded sale's details in each state: completed (receipt), pending, canceled, returned; as an
// Administrador (Anular, Devolución) and as a Vendedor; a pending sale whose terms changed since it
// was saved (the differences confirmed, another payment chosen); a pending sale on account completed
// by an Administrador past the limit with a reason (a Vendedor is not asked for one); a pending sale
// paid by the counter's 'Pago dividido' (filled and sent, refused, incomplete, on a phone); on a phone.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { paymentsSumMessage } from "@rules/register-messages";
import { answerWith, COUNTER_SHOP } from "@mocks/overrides";
import type { Sale, SalePaymentInput } from "@/lib/api/types";
import { expectVisible } from "@/lib/testing/story-helpers";
import { SaleDetailsDialog } from "./sale-details-dialog";

const SALE: Sale = {
  id: 1042,
  createdAt: "2026-11-25T15:30:00.000Z",
  completedAt: "2026-11-25T15:30:00.000Z",
  canceledAt: null,
  status: "completed",
  customerId: null,
  customerName: null,
  paymentMethod: "tarjeta",
  seller: { id: 2, name: "Carlos Pérez" },
  itemsCount: 3,
  taxRate: 16,
  subtotal: 95000,
  discountTotal: 5000,
  tax: 15200,
  total: 110200,
  returnedTotal: 0,
  lines: [
    {
      id: 1,
      productId: 1,
      name: "Pastillas de freno delanteras",
      sku: "PF-001",
      quantity: 2,
      unitPrice: 35000,
      discount: 0,
      discountAmount: 0,
      subtotal: 70000,
      returnedQuantity: 0,
    },
    {
      id: 2,
      productId: 2,
      name: "Filtro de aceite",
      sku: "FA-010",
      quantity: 1,
      unitPrice: 30000,
      discount: 17,
      discountAmount: 5000,
      subtotal: 25000,
      returnedQuantity: 0,
    },
  ],
  returns: [],
  payments: [],
};

/** The dialog once its opening transition has finished. */
async function opened() {
  await expectVisible(() => screen.findByRole("dialog", { name: "Venta #1042" }));
  return screen.getByRole("dialog", { name: "Venta #1042" });
}

const meta = {
  title: "Sales/SaleDetailsDialog",
  component: SaleDetailsDialog,
  args: { sale: SALE, shop: COUNTER_SHOP, isAdmin: true, onClose: () => {}, onChanged: () => {} },
} satisfies Meta<typeof SaleDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByText("Cliente General")).toBeVisible();
    for (const name of ["Imprimir recibo", "Anular", "Devolución"])
      await expect(within(dialog).getByRole("button", { name })).toBeVisible();
  },
};

export const CancelAsks: Story = {
  play: async () => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole("button", { name: "Anular" }));
    await expectVisible(() => screen.findByText(/¿Anular la venta #1042\?/));
    await expect(screen.getByRole("button", { name: "Anular venta" })).toBeVisible();
  },
};

export const ReturnForm: Story = {
  play: async () => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole("button", { name: "Devolución" }));
    await expect(within(dialog).getByLabelText("Unidades a devolver de Filtro de aceite")).toBeVisible();
    await expect(within(dialog).getByLabelText("Motivo de la devolución")).toBeVisible();
  },
};

export const CompletedAsVendedor: Story = {
  args: { isAdmin: false },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).queryByRole("button", { name: "Anular" })).toBeNull();
    await expect(within(dialog).getByRole("button", { name: "Imprimir recibo" })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { sale: { ...SALE, status: "pending", completedAt: null } },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByText("Pendiente")).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Completar Venta" })).toBeVisible();
  },
};

const PENDING_ON_ACCOUNT: Sale = {
  ...SALE,
  status: "pending",
  completedAt: null,
  paymentMethod: "credito",
  customerId: 7,
  customerName: "Taller El Pistón",
};
const OVER_LIMIT =
  "Cupo insuficiente: la venta supera el cupo del cliente por $\u00a020.000 (quedan $\u00a090.200 disponibles)";

// Past the limit the server refuses without a reason; the reason typed completes it and is sent.
export const PendingOnAccountAdminReason: Story = {
  args: { sale: PENDING_ON_ACCOUNT, onChanged: fn() },
  parameters: {
    msw: {
      handlers: [
        http.post("*/api/sales/:id/complete", ({ request }) => {
          const reason = new URL(request.url).searchParams.get("creditReason");
          if (!reason) return HttpResponse.json({ message: OVER_LIMIT }, { status: 409 });
          return HttpResponse.json({
            ...PENDING_ON_ACCOUNT,
            status: "completed",
            completedAt: SALE.createdAt,
          });
        }),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole("button", { name: "Completar Venta" }));
    await expect(await screen.findByText(/la venta supera el cupo del cliente/)).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
    await userEvent.type(
      await within(dialog).findByLabelText(/Motivo para autorizar fuera del cupo/),
      "Cliente de años, paga el viernes",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Completar Venta" }));
    await waitFor(() =>
      expect(args.onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: "completed" })),
    );
  },
};

// A Vendedor completing a pending sale on account gives no reason: the server decides.
export const PendingOnAccountVendedor: Story = {
  args: { sale: PENDING_ON_ACCOUNT, isAdmin: false },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByRole("button", { name: "Completar Venta" })).toBeVisible();
    await expect(within(dialog).queryByLabelText(/Motivo para autorizar fuera del cupo/)).toBeNull();
  },
};

const CHANGED_TERMS = {
  message:
    "Las condiciones de esta venta cambiaron desde que se guardó. Revise las diferencias: se completará con las de hoy.",
  differences: [
    { part: "Pastillas de freno delanteras: precio", before: "$\u00a035.000", after: "$\u00a038.000" },
    { part: "Filtro de aceite: descuento", before: "17 %", after: "10 %" },
    { part: "Forma de pago", before: "Tarjeta de crédito/débito", after: "Ya no se acepta: elija otra" },
    { part: "Total", before: "$\u00a0110.200", after: "$\u00a0119.190" },
  ],
};

// The first completion is refused with the differences; the confirmed one carries today's terms.
export const PendingTermsChanged: Story = {
  args: {
    sale: { ...SALE, status: "pending", completedAt: null },
    shop: { ...COUNTER_SHOP, paymentMethods: ["efectivo", "transferencia"] },
    onChanged: fn(),
  },
  parameters: {
    msw: {
      handlers: [
        http.post("*/api/sales/:id/complete", ({ request }) => {
          const query = new URL(request.url).searchParams;
          if (query.get("acceptCurrentTerms") !== "true")
            return HttpResponse.json(CHANGED_TERMS, { status: 409 });
          return HttpResponse.json({
            ...SALE,
            paymentMethod: query.get("paymentMethod"),
            total: 119190,
          });
        }),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole("button", { name: "Completar Venta" }));
    const list = await screen.findByRole("list", { name: "Diferencias" });
    await expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Pastillas de freno delanteras: precio: $\u00a035.000 → $\u00a038.000",
      "Filtro de aceite: descuento: 17 % → 10 %",
      "Forma de pago: Tarjeta de crédito/débito → Ya no se acepta: elija otra",
      "Total: $\u00a0110.200 → $\u00a0119.190",
    ]);
    await expect(args.onChanged).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText("Forma de pago"), "Transferencia bancaria");
    await userEvent.click(screen.getByRole("button", { name: "Completar con las condiciones de hoy" }));
    await waitFor(() =>
      expect(args.onChanged).toHaveBeenCalledWith(
        expect.objectContaining({ paymentMethod: "transferencia" }),
      ),
    );
  },
};

export const Cancelled: Story = {
  args: { sale: { ...SALE, status: "canceled", canceledAt: "2026-11-25T16:00:00.000Z" } },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByText("Cancelada")).toBeVisible();
    await expect(within(dialog).queryByRole("button", { name: "Anular" })).toBeNull();
  },
};

export const Returned: Story = {
  args: {
    sale: {
      ...SALE,
      returnedTotal: 40600,
      lines: [{ ...SALE.lines[0]!, returnedQuantity: 1 }, SALE.lines[1]!],
      returns: [
        {
          id: 1,
          createdAt: "2026-11-25T16:00:00.000Z",
          reason: "Pieza equivocada",
          refundTotal: 40600,
          refundToAccount: 0,
          user: { id: 1, name: "Administrador" },
          lines: [{ lineId: 1, quantity: 1 }],
        },
      ],
    },
  },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByText(/1 devueltas/)).toBeVisible();
    await expect(within(dialog).getByText("Devuelto")).toBeVisible();
    await expect(within(dialog).queryByText("A la cuenta del cliente")).toBeNull();
  },
};

/**
 * A sale charged $ 60.000 on the customer's account and the rest in cash: its $ 81.200 return
 * gives the account its $ 60.000 back first and the other $ 21.200 in cash.
 */
export const ReturnedOnAccount: Story = {
  args: {
    sale: {
      ...SALE,
      paymentMethod: "credito",
      returnedTotal: 81200,
      lines: [{ ...SALE.lines[0]!, returnedQuantity: 2 }, SALE.lines[1]!],
      returns: [
        {
          id: 1,
          createdAt: "2026-11-25T16:00:00.000Z",
          reason: "Pieza equivocada",
          refundTotal: 81200,
          refundToAccount: 60000,
          user: { id: 1, name: "Administrador" },
          lines: [{ lineId: 1, quantity: 2 }],
        },
      ],
    },
  },
  play: async () => {
    const totals = within(await opened())
      .getByText("A la cuenta del cliente")
      .closest("dl")!;
    await expect(totals).toHaveTextContent(/Devuelto\$\s81\.200/);
    await expect(totals).toHaveTextContent(/A la cuenta del cliente\$\s60\.000/);
    await expect(totals).toHaveTextContent(/Reembolsado\$\s21\.200/);
  },
};

// One unit of the $ 35.000 pads comes back (+ IVA = $ 40.600): the toast names the refund, not
// the sale's $ 110.200.
export const ReturnToastNamesRefund: Story = {
  parameters: {
    msw: {
      handlers: [
        answerWith(
          "/api/sales/{id}/returns",
          {
            ...SALE,
            returnedTotal: 40600,
            lines: [{ ...SALE.lines[0]!, returnedQuantity: 1 }, SALE.lines[1]!],
          },
          "post",
        ),
      ],
    },
  },
  play: async () => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole("button", { name: "Devolución" }));
    await userEvent.type(
      within(dialog).getByLabelText("Unidades a devolver de Pastillas de freno delanteras"),
      "1",
    );
    await userEvent.type(within(dialog).getByLabelText("Motivo de la devolución"), "Pieza equivocada");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    await expect(await screen.findByText("Devolución registrada")).toBeVisible();
    await expect(screen.getByText(/^#1042 por \$\s40\.600$/)).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

const PENDING: Sale = { ...SALE, status: "pending", completedAt: null };

/** 'Pago dividido' of the pending $ 110.200: $ 60.000 in cash (70.000 handed over), the rest by card. */
async function fillSplit(dialog: HTMLElement) {
  const form = within(dialog);
  await userEvent.click(form.getByText("Pago dividido"));
  await userEvent.selectOptions(await form.findByLabelText("Método del pago 1"), "efectivo");
  await userEvent.type(form.getByLabelText("Monto del pago 1"), "60000");
  await userEvent.type(form.getByLabelText("Recibido del pago 1"), "70000");
  await userEvent.click(form.getByRole("button", { name: "Agregar pago" }));
  await userEvent.selectOptions(form.getByLabelText("Método del pago 2"), "tarjeta");
  await userEvent.type(form.getByLabelText("Monto del pago 2"), "50200");
  await userEvent.type(form.getByLabelText("Referencia del pago 2"), "4512");
}

// The pending sale is completed with both payments in the request's body, none in its query.
export const PendingSplitPayment: Story = {
  args: { sale: PENDING, onChanged: fn() },
  parameters: {
    msw: {
      handlers: [
        http.post("*/api/sales/:id/complete", async ({ request }) => {
          const query = new URL(request.url).searchParams;
          const body = (await request.json()) as { payments: SalePaymentInput[] };
          if (query.has("paymentMethod") || body.payments.length !== 2)
            return HttpResponse.json({ message: "Solicitud inválida" }, { status: 400 });
          return HttpResponse.json({
            ...SALE,
            paymentMethod: "efectivo",
            payments: body.payments.map((payment, index) => ({
              id: index + 1,
              reference: null,
              tenderedCents: null,
              changeCents: null,
              registerSessionId: null,
              ...payment,
              ...(payment.method === "efectivo" ? { changeCents: 1_000_000 } : {}),
            })),
          });
        }),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await opened();
    await fillSplit(dialog);
    await expect(within(dialog).getByText(/^Resta:/)).toHaveTextContent(
      /^Resta: \$\s0 · Vuelto: \$\s10\.000$/,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Completar Venta" }));
    await waitFor(() =>
      expect(args.onChanged).toHaveBeenCalledWith(
        expect.objectContaining({
          status: "completed",
          payments: [
            expect.objectContaining({ method: "efectivo", amountCents: 6_000_000, tenderedCents: 7_000_000 }),
            expect.objectContaining({ method: "tarjeta", amountCents: 5_020_000, reference: "4512" }),
          ],
        }),
      ),
    );
  },
};

// The server's refusal is shown as the counter shows it; an amount left empty is caught before sending.
export const PendingSplitRefused: Story = {
  args: { sale: PENDING, onChanged: fn() },
  parameters: {
    msw: {
      handlers: [
        http.post("*/api/sales/:id/complete", () =>
          HttpResponse.json({ message: paymentsSumMessage(11_000_000, 11_020_000) }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByText("Pago dividido"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Completar Venta" }));
    await expectVisible(() => screen.findByText("Pago dividido incompleto"));
    await userEvent.type(within(dialog).getByLabelText("Monto del pago 1"), "110000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Completar Venta" }));
    await expectVisible(() => screen.findByText(/^Los pagos suman \$\s110\.000/));
    await expect(args.onChanged).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole("button", { name: "Completar Venta" })).toBeVisible();
  },
};

export const PendingSplitPhone: Story = {
  args: { sale: PENDING },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async () => {
    const dialog = await opened();
    await fillSplit(dialog);
    // Nothing wider than the phone's screen.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole("button", { name: "Completar Venta" })).toBeVisible();
  },
};

// With 'Modo mostrador' off no split is offered (the dialog belongs to the mode; this guards it).
export const PendingWithoutCounterMode: Story = {
  args: { sale: PENDING, shop: { ...COUNTER_SHOP, counterMode: false } },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).queryByText("Pago dividido")).toBeNull();
    await expect(within(dialog).getByRole("button", { name: "Completar Venta" })).toBeVisible();
  },
};
