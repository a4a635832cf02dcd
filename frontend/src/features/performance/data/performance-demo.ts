// Fixed demo figures of the seller-performance screen. Nothing is fetched: the
// screen, its stories and its tests all read this one fixture, and goal edits live in page memory.

export type SellerRole = "sales" | "manager";

export interface SellerStats {
  salesCount: number;
  salesAmount: number;
  targetAmount: number;
  averageTicket: number;
  /** Change against the previous month, in percent. */
  monthlyTrend: number;
}

export interface Seller {
  id: number;
  name: string;
  username: string;
  role: SellerRole;
  stats: SellerStats;
}

export interface MonthlySales {
  /** Short Spanish month name as the chart shows it. */
  month: string;
  amount: number;
  count: number;
  target: number;
}

export interface CategorySales {
  category: string;
  amount: number;
  count: number;
}

/** The month the goals refer to: April 2025. */
export const GOAL_MONTH = { year: 2025, month: 4 } as const;

export const PERFORMANCE_SUMMARY = {
  totalSales: 38_040,
  monthlyGoal: 47_000,
  /** Previous month's total: the growth of +12.3% is measured against it. */
  previousMonthSales: 33_870,
  salesCount: 111,
  averageTicket: 342.7,
  conversionRate: 68,
  daysRemaining: 20,
} as const;

/** Three sellers; their amounts, counts and targets add up to the summary above. */
export const DEMO_SELLERS: readonly Seller[] = [
  {
    id: 2,
    name: "María González",
    username: "vendedor2",
    role: "sales",
    stats: {
      salesCount: 38,
      salesAmount: 12_950,
      targetAmount: 16_000,
      averageTicket: 340.79,
      monthlyTrend: 0,
    },
  },
  {
    id: 3,
    name: "Jorge Ramírez",
    username: "jramirez",
    role: "manager",
    stats: {
      salesCount: 28,
      salesAmount: 9_250,
      targetAmount: 16_000,
      averageTicket: 330.36,
      monthlyTrend: -4.2,
    },
  },
  {
    id: 1,
    name: "Carlos Pérez",
    username: "vendedor",
    role: "sales",
    stats: {
      salesCount: 45,
      salesAmount: 15_840,
      targetAmount: 15_000,
      averageTicket: 352,
      monthlyTrend: 18.4,
    },
  },
];

/** January to June (Ene-Jun): April is the goal month, March the previous one. */
export const MONTHLY_SALES: readonly MonthlySales[] = [
  { month: "Ene", amount: 28_500, count: 84, target: 40_000 },
  { month: "Feb", amount: 31_200, count: 92, target: 42_000 },
  { month: "Mar", amount: 33_870, count: 99, target: 45_000 },
  { month: "Abr", amount: 38_040, count: 111, target: 47_000 },
  { month: "May", amount: 41_500, count: 120, target: 48_000 },
  { month: "Jun", amount: 44_800, count: 128, target: 50_000 },
];

export const CATEGORY_SALES: readonly CategorySales[] = [
  { category: "Motor", amount: 12_500, count: 35 },
  { category: "Transmisión", amount: 8_200, count: 22 },
  { category: "Suspensión", amount: 6_900, count: 20 },
  { category: "Frenos", amount: 6_240, count: 21 },
  { category: "Eléctrico", amount: 4_200, count: 13 },
];
