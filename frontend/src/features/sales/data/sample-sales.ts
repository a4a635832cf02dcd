// The sales page's fixed sample data: the sales it starts with and the five
// products the new-sale dialog offers. Nothing here comes from or goes to a server; the screen,
// its stories and its tests all read this one fixture.
import type { Sale, SaleProduct } from "../lib/sale-types";

export const SAMPLE_SALE_PRODUCTS: readonly SaleProduct[] = [
  { id: 1, name: "Filtro de aceite", sku: "FIL-AC-1001", sellingPrice: 25000, stockQuantity: 50 },
  {
    id: 2,
    name: "Pastillas de freno delanteras",
    sku: "FRE-PA-2002",
    sellingPrice: 98000,
    stockQuantity: 12,
  },
  { id: 3, name: "Bujía de iridio", sku: "MOT-BU-3003", sellingPrice: 62000, stockQuantity: 5 },
  { id: 4, name: "Amortiguador trasero", sku: "SUS-AM-4004", sellingPrice: 185000, stockQuantity: 8 },
  { id: 5, name: "Batería 12V 45Ah", sku: "ELE-BA-5005", sellingPrice: 320000, stockQuantity: 3 },
];

export const SAMPLE_SALES: readonly Sale[] = [
  {
    id: 1001,
    date: "2025-04-14T15:20:00.000Z",
    customerName: "José Rodríguez",
    total: 271000,
    items: 3,
    paymentMethod: "efectivo",
    status: "completed",
  },
  {
    id: 1002,
    date: "2025-04-14T17:45:00.000Z",
    customerName: null,
    total: 98000,
    items: 1,
    paymentMethod: "tarjeta",
    status: "completed",
  },
  {
    id: 1003,
    date: "2025-04-15T13:05:00.000Z",
    customerName: "Taller Mecánico El Pistón C.A.",
    total: 740000,
    items: 4,
    paymentMethod: "transferencia",
    status: "pending",
  },
  {
    id: 1004,
    date: "2025-04-15T19:30:00.000Z",
    customerName: "Ana Martínez",
    total: 62000,
    items: 1,
    paymentMethod: "tarjeta",
    status: "canceled",
  },
  {
    id: 1005,
    date: "2025-04-16T14:10:00.000Z",
    customerName: null,
    total: 50000,
    items: 2,
    paymentMethod: "efectivo",
    status: "completed",
  },
  {
    id: 1006,
    date: "2025-04-16T16:55:00.000Z",
    customerName: "Transportes del Centro C.A.",
    total: 370000,
    items: 2,
    paymentMethod: "transferencia",
    status: "pending",
  },
];
