// The dashboard: four headline figures and three lists, all from the server (and, for an
// Administrador with 'Modo mostrador' on, the registers' sessions and the overdue customers).
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { LowStockList } from "./low-stock-list";
import { OverdueAccountsList } from "./overdue-accounts-list";
import { RecentSalesList } from "./recent-sales-list";
import { RegisterOverviewList } from "./register-overview-list";
import { StatCards } from "./stat-cards";
import { TopSellingList } from "./top-selling-list";
import "./dashboard.css";

export function DashboardPage() {
  return (
    <div className="dash-page">
      <PageHeader {...SCREEN_HEADING} />
      <StatCards />
      <div className="dash-lists">
        <LowStockList />
        <RecentSalesList />
        <TopSellingList />
        <RegisterOverviewList />
        <OverdueAccountsList />
      </div>
    </div>
  );
}
