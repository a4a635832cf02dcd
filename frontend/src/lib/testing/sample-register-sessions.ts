// Two sessions of 'Caja 1' for stories and tests (never imported by production code): one open (two
// sales, one a split payment, a cash payment to a supplier) and the day before's, closed 5.000 short and once reopened.
import type { RegisterSession } from "@/lib/api/types";

const SELLER = { id: 2, name: "Carlos Pérez" };

export const OPEN_SESSION: RegisterSession = {
  id: 7,
  register: { id: 1, name: "Caja 1" },
  status: "open",
  openedBy: SELLER,
  openedAt: "2026-11-27T13:00:00.000Z",
  openingFloatCents: 10_000_000,
  closedBy: null,
  closedAt: null,
  note: null,
  methods: [
    {
      method: "efectivo",
      paymentsCents: 7_400_000,
      refundsCents: 0,
      expectedCents: 12_400_000,
      countedCents: null,
      differenceCents: null,
    },
    {
      method: "tarjeta",
      paymentsCents: 10_000_000,
      refundsCents: 0,
      expectedCents: 10_000_000,
      countedCents: null,
      differenceCents: null,
    },
    {
      method: "transferencia",
      paymentsCents: 0,
      refundsCents: 0,
      expectedCents: 0,
      countedCents: null,
      differenceCents: null,
    },
  ],
  cash: {
    floatCents: 10_000_000,
    inCents: 0,
    outCents: 5_000_000,
    salesCents: 7_400_000,
    refundsCents: 0,
    tenderedCents: 10_000_000,
    changeCents: 2_600_000,
    foreignChangeCents: 0,
    expectedCents: 12_400_000,
  },
  currencies: [],
  salesCount: 2,
  firstSaleId: 1201,
  lastSaleId: 1202,
  movements: [
    {
      id: 1,
      kind: "out",
      amountCents: 5_000_000,
      reason: "Pago a proveedor",
      user: SELLER,
      createdAt: "2026-11-27T15:00:00.000Z",
    },
  ],
  reopenings: [],
};

export const CLOSED_SESSION: RegisterSession = {
  ...OPEN_SESSION,
  id: 6,
  status: "closed",
  closedBy: SELLER,
  closedAt: "2026-11-26T22:00:00.000Z",
  note: "Faltan 5.000: vuelto mal dado",
  methods: OPEN_SESSION.methods.map((m) =>
    m.method === "efectivo"
      ? { ...m, countedCents: 11_900_000, differenceCents: -500_000 }
      : { ...m, countedCents: m.expectedCents, differenceCents: 0 },
  ),
  reopenings: [
    {
      reason: "Conteo de tarjeta equivocado",
      user: { id: 1, name: "Administrador" },
      createdAt: "2026-11-26T21:00:00.000Z",
    },
  ],
};
