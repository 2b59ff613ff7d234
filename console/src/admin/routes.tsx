import type { NavItem } from "../layout";
import { useLocation } from "../router";
import { NotFoundPage } from "../shared/not-found";
import { ReportsPage } from "../shared/reports";
import { TwoFactorPage } from "../shared/two-factor";
import { MerchantsPage, UsersPage } from "./accounts";
import { AuditLogPage } from "./audit-log";
import { AdminMoneyOutControlsPage } from "./money-out-controls";
import { AdminPayoutDetailPage } from "./payout-detail";
import { AdminPayoutsPage } from "./payouts";
import { ProvidersPage } from "./providers";
import { ReconciliationPage } from "./reconciliation";
import { RoutingPage } from "./routing";
import { AdminTransactionDetailPage } from "./transaction-detail";
import { AdminTransactionsPage } from "./transactions";
import { ProviderWebhooksPage, VerificationFailuresPage } from "./webhooks";

export const ADMIN_NAV: NavItem[] = [
  { to: "/transactions", label: "Transactions" },
  { to: "/payouts", label: "Payouts" },
  { to: "/webhooks", label: "Provider webhooks" },
  { to: "/users", label: "Users" },
  { to: "/merchants", label: "Merchants" },
  { to: "/providers", label: "Providers" },
  { to: "/routing", label: "Routing" },
  { to: "/reconciliation", label: "Reconciliation" },
  { to: "/reports", label: "Reports" },
  { to: "/audit-log", label: "Audit log" },
  { to: "/two-factor", label: "Two-factor" },
];

/** `enrolmentRequired`: the service keeps this staff member out until two-factor sign-in is on. */
export function AdminRoutes({ enrolmentRequired = false, onEnrolled }: { enrolmentRequired?: boolean; onEnrolled?: () => void }) {
  const { path } = useLocation();
  if (path === "/two-factor" || enrolmentRequired) return <TwoFactorPage required={enrolmentRequired} onEnabled={onEnrolled} />;
  const transaction = /^\/transactions\/([^/]+)$/.exec(path);
  if (path === "/" || path === "/transactions") return <AdminTransactionsPage />;
  if (transaction) return <AdminTransactionDetailPage reference={decodeURIComponent(transaction[1]!)} />;
  const payout = /^\/payouts\/([^/]+)$/.exec(path);
  if (path === "/payouts") return <AdminPayoutsPage />;
  if (payout) return <AdminPayoutDetailPage reference={decodeURIComponent(payout[1]!)} />;
  if (path === "/webhooks") return <ProviderWebhooksPage />;
  if (path === "/webhooks/failures") return <VerificationFailuresPage />;
  if (path === "/users") return <UsersPage />;
  if (path === "/merchants") return <MerchantsPage />;
  const controls = /^\/merchants\/([^/]+)\/money-out-controls$/.exec(path);
  if (controls) return <AdminMoneyOutControlsPage merchantId={decodeURIComponent(controls[1]!)} />;
  if (path === "/providers") return <ProvidersPage />;
  if (path === "/routing") return <RoutingPage />;
  if (path === "/reconciliation") return <ReconciliationPage />;
  if (path === "/reports") return <ReportsPage endpoint="/api/admin/report/" title="Reports (all merchants)" />;
  if (path === "/audit-log") return <AuditLogPage />;
  return <NotFoundPage />;
}
