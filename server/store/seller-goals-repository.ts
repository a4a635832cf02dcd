// Sellers' monthly goals ('Rendimiento de Vendedores').

export interface SellerGoal {
  userId: number;
  month: string;
  amountCents: number;
  units: number;
}

export interface SellerGoalsRepository {
  /** From `fromMonth` to `toMonth` ("YYYY-MM", both included), by month then user; one user's only when given. */
  list(fromMonth: string, toMonth: string, userId?: number): Promise<SellerGoal[]>;
  /** Each listed seller's goal for the month, replaced (one transaction). */
  save(month: string, goals: Array<Omit<SellerGoal, "month">>): Promise<void>;
}
