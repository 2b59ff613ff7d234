import { GIVE_UP_AFTER_SECONDS, waitedSeconds } from "../../domain/checkouts/give-up-try";
import type { CustomerView } from "../../domain/checkouts/start-try";
import { toMinorUnits } from "../../lib/money";
import { drcPrefixTable } from "../../providers/services";
import { FOLLOW_SCRIPT } from "./follow-script";
import { escapeHtml, jsonForScript, pageDocument } from "./html";
import { failureWords } from "./languages";
import type { Messages } from "./messages";

export type PageState = "pay" | "waiting" | "paid" | "expired" | "cancelled";

/** Problems to show on the page after a Pay without script: at the number, or for the whole form. */
export interface FormProblems {
  customer_number?: string;
  form?: string;
}

/**
 * An amount as people read it: francs without centimes when it has none ("25 000 CDF"), dollars with two, grouped in
 * the customer's language, the currency kept on the same line as its number.
 */
export function formatAmount(messages: Messages, amount: string, currency: string): string {
  const digits = currency === "CDF" && toMinorUnits(amount) % 100n === 0n ? 0 : 2;
  const formatted = new Intl.NumberFormat(messages.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(amount));
  return `${formatted}\u00a0${currency}`;
}

/** A day and time in Kinshasa's time, said so (Lubumbashi and Goma are an hour ahead). */
function formatDateTime(messages: Messages, date: Date): string {
  const written = new Intl.DateTimeFormat(messages.locale, {
    timeZone: "Africa/Kinshasa",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
  return `${written} (${messages.kinshasaTime})`;
}

/** The customer's receipt of a paid checkout: what to show the shopkeeper. Empty (hidden) until it is paid. */
function receipt(view: CustomerView, m: Messages, amount: string): string {
  const paying = view.paidBy;
  if (view.status.checkout_status !== "paid" || !paying) return '<dl id="receipt" class="receipt" hidden></dl>';
  const rows: Array<[string, string]> = [
    [m.receipt.reference, paying.reference],
    [m.receipt.time, formatDateTime(m, new Date(view.checkout.completed_at ?? view.checkout.updated_at))],
    [m.receipt.network, m.networks[paying.service] ?? paying.service],
    [m.receipt.number, `…${lastDigits(paying.customer_number)}`],
    [m.receipt.amount, amount],
  ];
  return `<dl id="receipt" class="receipt" aria-label="${escapeHtml(m.receipt.title)}">${rows
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("")}</dl>`;
}

function formatTime(messages: Messages, date: Date): string {
  return new Intl.DateTimeFormat(messages.locale, { timeZone: "Africa/Kinshasa", hour: "2-digit", minute: "2-digit" }).format(
    date,
  );
}

export function pageState(view: CustomerView): PageState {
  const { checkout_status, current_try } = view.status;
  if (checkout_status !== "open") return checkout_status;
  const status = current_try?.transaction_status;
  return status === "Pending" || status === "Processing" ? "waiting" : "pay";
}

/** `return_url` with `checkout_id` and `status` added to its query string. */
export function returnLink(returnUrl: string, checkoutId: string, status: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("checkout_id", checkoutId);
  url.searchParams.set("status", status);
  return url.toString();
}

const lastDigits = (number: string | undefined) => (number ?? "").replace(/\D/g, "").slice(-4);

/**
 * The checkout page, rendered whole on the server (usable before, or without, its script): every state's section is
 * in the page, all but the current one hidden, so the script only toggles them. The customer's number shows as its
 * last four digits only: whoever opens the link later sees no one's number.
 */
export function renderCheckoutPage(
  view: CustomerView,
  m: Messages,
  problems: FormProblems = {},
  typedNumber?: string,
  now = new Date(),
): string {
  const { checkout, status } = view;
  const state = pageState(view);
  const waited = state === "waiting" && view.current ? waitedSeconds(view.current.created_at, now) : 0;
  // The newest try was given up and none followed: the form is back, with that try's number.
  const givenUp = state === "pay" && !view.current && Boolean(view.latest?.checkout_given_up_at);
  const id = checkout.reference;
  const lang = `?lang=${m.lang}`;
  const amount = formatAmount(m, status.amount, status.currency);
  const current = status.current_try;
  const failed = state === "pay" && current?.transaction_status === "Failed";
  const hidden = (name: PageState) => (state === name ? "" : " hidden");
  // Never a try's number: whoever opens the link later sees no one's (the script keeps the customer's in the tab).
  const number = typedNumber ?? checkout.customer_number ?? "";
  const numberError = problems.customer_number ?? problems.form;
  const digits = number.replace(/\D/g, "").replace(/^(00)?243|^0/, "");
  const guessed = drcPrefixTable().find(({ prefixes }) => prefixes.some((prefix) => digits.startsWith(prefix)))?.service;
  const options = drcPrefixTable()
    .map(({ service }) => {
      const selected = service === guessed ? " selected" : "";
      return `<option value="${service}"${selected}>${escapeHtml(m.networks[service] ?? service)}</option>`;
    })
    .join("");
  const back = (to: string) =>
    checkout.return_url
      ? `<a class="button" href="${escapeHtml(returnLink(checkout.return_url, id, to))}">${escapeHtml(m.backToMerchant(status.merchant_name))}</a>`
      : "";
  const said: Record<PageState, string> = {
    pay: failed ? `${m.failedTitle}. ${failureWords(m, current!.failure_reason)}` : givenUp ? m.givenUp : "",
    waiting: m.approveTitle,
    paid: m.paidTitle,
    expired: m.expiredTitle,
    cancelled: m.cancelledTitle,
  };
  const headline = m.headline[state === "waiting" ? "pay" : state](status.merchant_name);
  const body = `<header><h1 id="headline">${escapeHtml(headline)}</h1><p class="amount">${escapeHtml(amount)}</p>${
    status.description ? `<p class="desc">${escapeHtml(status.description)}</p>` : ""
  }</header>
<p id="status" class="status" role="status" aria-live="polite">${escapeHtml(said[state])}</p>
<section id="s-pay" aria-labelledby="pay-title"${hidden("pay")}>
<p id="given-up" class="hint"${givenUp ? "" : " hidden"}>${escapeHtml(m.givenUp)}</p>
<div id="failed" class="alert" role="alert"${failed ? "" : " hidden"}><h2 tabindex="-1">${escapeHtml(m.failedTitle)}</h2><p id="failed-reason">${escapeHtml(failed ? failureWords(m, current!.failure_reason) : "")}</p><p>${escapeHtml(m.retry)}</p></div>
<form id="pay-form" method="post" action="/pay/${id}/tries${lang}" novalidate>
<h2 id="pay-title" class="status" tabindex="-1">${escapeHtml(m.pay)}</h2>
<label for="customer_number">${escapeHtml(m.phoneLabel)}</label>
<input id="customer_number" name="customer_number" type="tel" inputmode="tel" autocomplete="tel" required maxlength="40" value="${escapeHtml(number)}" aria-describedby="number-hint number-error"${numberError ? ' aria-invalid="true"' : ""}>
<p id="number-hint" class="hint">${escapeHtml(m.phoneHint)}</p>
<p id="number-error" class="error"${numberError ? "" : " hidden"}>${escapeHtml(numberError ?? "")}</p>
<label for="service">${escapeHtml(m.networkLabel)}</label>
<select id="service" name="service" aria-describedby="service-hint"><option value="">—</option>${options}</select>
<p id="service-hint" class="hint">${escapeHtml(m.networkHint)}</p>
<button id="pay-button" type="submit">${escapeHtml(m.pay)} ${escapeHtml(amount)}</button>
<p class="hint">${escapeHtml(m.expiresAt(formatTime(m, new Date(status.expires_at))))}</p>
</form></section>
<section id="s-waiting" aria-labelledby="waiting-title"${hidden("waiting")}><h2 id="waiting-title" tabindex="-1">${escapeHtml(m.approveTitle)}</h2><p>${escapeHtml(m.approveText("…")).replace("…", `…<span id="waiting-number">${escapeHtml(lastDigits(view.current?.customer_number))}</span>`)}</p><p class="hint">${escapeHtml(m.approveHint)}</p><p id="waited" class="hint">${escapeHtml(m.waitedFor(String(waited)))}</p>
<form id="give-up-form" method="post" action="/pay/${id}/tries/give-up${lang}"${waited >= GIVE_UP_AFTER_SECONDS ? "" : " hidden"}><p class="hint">${escapeHtml(m.giveUpHint)}</p><button id="give-up" type="submit" class="secondary">${escapeHtml(m.giveUp)}</button></form></section>
<section id="s-paid" class="ok" aria-labelledby="paid-title"${hidden("paid")}><h2 id="paid-title" tabindex="-1">${escapeHtml(m.paidTitle)}</h2><p>${escapeHtml(m.paidText)}</p>${receipt(view, m, amount)}${back("paid")}</section>
<section id="s-expired" aria-labelledby="expired-title"${hidden("expired")}><h2 id="expired-title" tabindex="-1">${escapeHtml(m.expiredTitle)}</h2><p>${escapeHtml(m.expiredText)}</p>${back("expired")}</section>
<section id="s-cancelled" aria-labelledby="cancelled-title"${hidden("cancelled")}><h2 id="cancelled-title" tabindex="-1">${escapeHtml(m.cancelledTitle)}</h2><p>${escapeHtml(m.cancelledText)}</p>${back("cancelled")}</section>
<footer><a href="/pay/${id}?lang=${m.lang === "fr" ? "en" : "fr"}" lang="${m.lang === "fr" ? "en" : "fr"}">${escapeHtml(m.otherLanguage)}</a></footer>
<script type="application/json" id="checkout-data">${jsonForScript({
    state,
    statusUrl: `/pay/${id}/status`,
    triesUrl: `/pay/${id}/tries`,
    giveUpUrl: `/pay/${id}/tries/give-up`,
    waited,
    giveUpAfter: GIVE_UP_AFTER_SECONDS,
    prefixes: Object.fromEntries(drcPrefixTable().map(({ service, prefixes }) => [service, prefixes])),
    text: {
      pay: `${m.pay} ${amount}`,
      paying: m.paying,
      waiting: m.approveTitle,
      failed: m.failedTitle,
      paid: m.paidTitle,
      expired: m.expiredTitle,
      cancelled: m.cancelledTitle,
      tooMany: m.tooMany,
      invalidNumber: m.invalidNumber,
      onOtherNetwork: m.onOtherNetwork("{network}"),
      networks: m.networks,
      headlines: Object.fromEntries(
        (["pay", "paid", "expired", "cancelled"] as const).map((name) => [name, m.headline[name](status.merchant_name)]),
      ),
      unavailable: m.unavailable,
      failures: m.failure,
      waitedFor: m.waitedFor("{s}"),
      givenUp: m.givenUp,
    },
  })}</script>`;
  const refresh = state === "waiting" ? '<noscript><meta http-equiv="refresh" content="5"></noscript>' : "";
  return pageDocument({
    lang: m.lang,
    title: `${m.pageTitle} · ${status.merchant_name}`,
    headExtra: refresh,
    body,
    script: FOLLOW_SCRIPT,
  });
}

/** A page that only says something: unknown checkout or link, a link turned off. */
export function renderMessagePage(m: Messages, title: string, text: string): string {
  return pageDocument({
    lang: m.lang,
    title,
    body: `<section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>`,
  });
}

/** A payment link's page when the customer types the amount: the form that opens the checkout, what was typed kept. */
export function renderAmountPage(
  m: Messages,
  link: { id: string; name: string; currency: string; description: string | null },
  merchantName: string,
  limits: { min: string; max: string },
  error?: string,
  typed?: string,
): string {
  const between = m.amountBetween(formatAmount(m, limits.min, link.currency), formatAmount(m, limits.max, link.currency));
  const body = `<header><h1>${escapeHtml(m.payTo(merchantName))}</h1><p class="desc">${escapeHtml(link.description ?? link.name)}</p></header>
<section><form method="post" action="/l/${link.id}?lang=${m.lang}" novalidate>
<label for="amount">${escapeHtml(m.amountToPay(link.currency))}</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required maxlength="20" value="${escapeHtml(typed ?? "")}" aria-describedby="amount-hint amount-error"${error ? ' aria-invalid="true"' : ""}>
<p id="amount-hint" class="hint">${escapeHtml(between)}</p>
<p id="amount-error" class="error"${error ? "" : " hidden"}>${escapeHtml(error ?? "")}</p>
<button type="submit">${escapeHtml(m.continue)}</button>
</form></section>
<footer><a href="/l/${link.id}?lang=${m.lang === "fr" ? "en" : "fr"}" lang="${m.lang === "fr" ? "en" : "fr"}">${escapeHtml(m.otherLanguage)}</a></footer>`;
  return pageDocument({ lang: m.lang, title: `${m.pageTitle} · ${merchantName}`, body });
}

/**
 * A payment link's printable card: the merchant's name, what is paid and how much, the QR code (with its quiet zone)
 * and the address under it, sized for an A6 sheet or a counter stand.
 */
export function renderLinkCard(
  m: Messages,
  link: { name: string; currency: string; amount: string | null; description: string | null },
  merchantName: string,
  url: string,
  qrSvg: string,
): string {
  const amount = link.amount === null ? m.amountChosenByCustomer : formatAmount(m, link.amount, link.currency);
  const body = `<section class="card-print"><h1>${escapeHtml(merchantName)}</h1><p class="desc">${escapeHtml(link.description ?? link.name)}</p>
<p class="amount">${escapeHtml(amount)}</p><div class="qr" role="img" aria-label="${escapeHtml(m.scanToPay)}">${qrSvg}</div>
<p><strong>${escapeHtml(m.scanToPay)}</strong></p><p class="hint">${escapeHtml(url)}</p></section>`;
  return pageDocument({ lang: m.lang, title: `${merchantName} · ${link.name}`, body });
}
