import { useText } from "../i18n/language";
import type { NavItem } from "../layout";
import { useLocation } from "../router";
import type { SessionUser } from "../session";
import { NotFoundPage } from "../shared/not-found";
import { ReportsPage } from "../shared/reports";
import { TwoFactorPage } from "../shared/two-factor";
import { ApiTokensPage } from "./api-tokens";
import { MerchantCheckoutDetailPage } from "./checkout-detail";
import { MerchantCheckoutsPage } from "./checkouts";
import { MerchantConversionsPage } from "./conversions";
import { MerchantEventDetailPage, MerchantEventsPage } from "./events";
import { MoneyOutControlsPage } from "./money-out-controls";
import { PaymentLinksPage } from "./payment-links";
import { MerchantPayoutDetailPage } from "./payout-detail";
import { PayoutFileDetailPage, PayoutFilesPage } from "./payout-files";
import { MerchantPayoutsPage } from "./payouts";
import { ProfileForm } from "./profile-form";
import { MerchantRefundsPage } from "./refunds";
import { SettingsPage } from "./settings";
import { JoinTeamCard, TeamPage } from "./team";
import { MerchantTransactionDetailPage } from "./transaction-detail";
import { MerchantTransactionsPage } from "./transactions";
import { WalletPage } from "./wallet";
import { WebhooksPage } from "./webhooks";

export function useDashboardNav(): NavItem[] {
  const { nav } = useText();
  return [
    { to: "/transactions", label: nav.transactions },
    { to: "/payouts", label: nav.payouts },
    { to: "/payout-files", label: nav.payoutFiles },
    { to: "/refunds", label: nav.refunds },
    { to: "/conversions", label: nav.conversions },
    { to: "/checkouts", label: nav.checkouts },
    { to: "/payment-links", label: nav.paymentLinks },
    { to: "/reports", label: nav.reports },
    { to: "/wallet", label: nav.wallet },
    { to: "/events", label: nav.events },
    { to: "/webhooks", label: nav.webhooks },
    { to: "/api-tokens", label: nav.apiTokens },
    { to: "/money-out-controls", label: nav.controls },
    { to: "/team", label: nav.team },
    { to: "/settings", label: nav.settings },
    { to: "/two-factor", label: nav.twoFactor },
  ];
}

export function DashboardRoutes({
  user,
  onProfileSubmitted,
  onJoined,
}: {
  user: SessionUser;
  onProfileSubmitted: (country: string) => void;
  /** An invitee joined a merchant's team: they act on its (completed) account from now on. */
  onJoined: () => void;
}) {
  const { path } = useLocation();
  if (path === "/two-factor") return <TwoFactorPage />;
  if (!user.profile_completed) {
    return (
      <>
        <JoinTeamCard onJoined={onJoined} />
        <ProfileForm user={user} onSubmitted={onProfileSubmitted} />
      </>
    );
  }
  const transaction = /^\/transactions\/([^/]+)$/.exec(path);
  if (path === "/" || path === "/transactions") return <MerchantTransactionsPage />;
  if (transaction) return <MerchantTransactionDetailPage reference={decodeURIComponent(transaction[1]!)} />;
  const payout = /^\/payouts\/([^/]+)$/.exec(path);
  if (path === "/payouts") return <MerchantPayoutsPage />;
  if (path === "/refunds") return <MerchantRefundsPage />;
  if (path === "/conversions") return <MerchantConversionsPage />;
  const payoutFile = /^\/payout-files\/([^/]+)$/.exec(path);
  if (path === "/payout-files") return <PayoutFilesPage />;
  if (payoutFile) return <PayoutFileDetailPage id={decodeURIComponent(payoutFile[1]!)} />;
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
  if (path === "/team") return <TeamPage />;
  if (path === "/settings") return <SettingsPage />;
  return <NotFoundPage />;
}
