// The dashboard: four headline figures and three lists, all from the server (and, for an
// Administrador with 'Modo mostrador' on, the registers' sessions and the overdue customers).
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADINGS } from "@/lib/screen-headings";
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
      <PageHeader {...SCREEN_HEADINGS.dashboard} />
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
