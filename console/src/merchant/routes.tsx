import type { NavItem } from "../layout";
import { useLocation } from "../router";
import type { SessionUser } from "../session";
import { NotFoundPage } from "../shared/not-found";
import { ReportsPage } from "../shared/reports";
import { TwoFactorPage } from "../shared/two-factor";
import { Notice } from "../ui/parts";
import { ApiTokensPage } from "./api-tokens";
import { MerchantCheckoutDetailPage } from "./checkout-detail";
import { MerchantCheckoutsPage } from "./checkouts";
import { MerchantEventDetailPage, MerchantEventsPage } from "./events";
import { MoneyOutControlsPage } from "./money-out-controls";
import { PaymentLinksPage } from "./payment-links";
import { MerchantPayoutDetailPage } from "./payout-detail";
import { MerchantPayoutsPage } from "./payouts";
import { MerchantRefundsPage } from "./refunds";
import { SettingsPage } from "./settings";
import { MerchantTransactionDetailPage } from "./transaction-detail";
import { MerchantTransactionsPage } from "./transactions";
import { WalletPage } from "./wallet";
import { WebhooksPage } from "./webhooks";

export const DASHBOARD_NAV: NavItem[] = [
  { to: "/transactions", label: "Transactions" },
  { to: "/payouts", label: "Payouts" },
  { to: "/refunds", label: "Refunds" },
  { to: "/checkouts", label: "Checkouts" },
  { to: "/payment-links", label: "Payment links" },
  { to: "/reports", label: "Reports" },
  { to: "/wallet", label: "Wallet" },
  { to: "/events", label: "Events" },
  { to: "/webhooks", label: "Webhooks" },
  { to: "/api-tokens", label: "API tokens" },
  { to: "/money-out-controls", label: "Controls" },
  { to: "/settings", label: "Settings" },
  { to: "/two-factor", label: "Two-factor" },
];

export function DashboardRoutes({ user }: { user: SessionUser }) {
  const { path } = useLocation();
  if (path === "/two-factor") return <TwoFactorPage />;
  if (!user.profile_completed) {
    return (
      <Notice tone="warning">Submit your merchant profile through the API (POST /api/organization/merchant/) to start.</Notice>
    );
  }
  const transaction = /^\/transactions\/([^/]+)$/.exec(path);
  if (path === "/" || path === "/transactions") return <MerchantTransactionsPage />;
  if (transaction) return <MerchantTransactionDetailPage reference={decodeURIComponent(transaction[1]!)} />;
  const payout = /^\/payouts\/([^/]+)$/.exec(path);
  if (path === "/payouts") return <MerchantPayoutsPage />;
  if (path === "/refunds") return <MerchantRefundsPage />;
  if (payout) return <MerchantPayoutDetailPage reference={decodeURIComponent(payout[1]!)} />;
  const checkout = /^\/checkouts\/([^/]+)$/.exec(path);
  if (path === "/checkouts") return <MerchantCheckoutsPage />;
  if (checkout) return <MerchantCheckoutDetailPage id={decodeURIComponent(checkout[1]!)} />;
  if (path === "/payment-links") return <PaymentLinksPage />;
  if (path === "/reports") return <ReportsPage endpoint="/api/payments/report/" title="Reports" />;
  if (path === "/wallet") return <WalletPage />;
  const event = /^\/events\/([^/]+)$/.exec(path);
  if (path === "/events") return <MerchantEventsPage />;
  if (event) return <MerchantEventDetailPage id={decodeURIComponent(event[1]!)} />;
  if (path === "/webhooks") return <WebhooksPage />;
  if (path === "/api-tokens") return <ApiTokensPage />;
  if (path === "/money-out-controls") return <MoneyOutControlsPage />;
  if (path === "/settings") return <SettingsPage />;
  return <NotFoundPage />;
}
