import type { Knex } from "knex";
import { NotFoundError, RequestError } from "../../lib/errors";
import { twoDecimals } from "../../lib/money";
import { merchantOfUser, merchantSummary } from "../accounts/merchants";
import { findCurrency } from "../catalogue/catalogue-store";
import type { Payer } from "../core/payer";
import { amountProblem } from "../movement-rules/movement-rules";
import { checkMoneyFields, refuseProblems } from "./checkout-rules";
import { collectingUserOf } from "./collecting-merchant";
import { type CheckoutCreation, createCheckout } from "./create-checkout";
import {
  findMerchantPaymentLink,
  findPaymentLink,
  insertPaymentLink,
  merchantPaymentLinks,
  newPaymentLinkId,
  type PaymentLinkWithTotals,
  setPaymentLinkActive,
  takeCheckoutNumber,
} from "./payment-links-store";
import type { PaymentLinkRow } from "./row";

export interface PaymentLinkRequest {
  name: string;
  currency: string;
  amount?: string;
  description?: string;
  /** Absent: the checkouts it opens notify nobody. */
  callback_url?: string;
}

/** A link turned off: its page says so, `410`. */
export class PaymentLinkInactive extends RequestError {
  constructor() {
    super(410, "This payment link has been turned off.");
  }
}

/** A merchant's payment link: a fixed amount, or none (the customer types it); its checkouts follow the same rules. */
export async function createPaymentLink(
  deps: { db: Knex; allowPrivateCallbacks: boolean },
  payer: Payer,
  input: Partial<PaymentLinkRequest>,
  shapeProblems: Record<string, string>,
): Promise<PaymentLinkRow> {
  const details = { ...shapeProblems };
  const merchant = await merchantOfUser(deps.db, payer.id);
  if (!merchant) details.merchant = "Complete the merchant profile before creating payment links.";
  const currency = await checkMoneyFields(
    deps.db,
    { currency: input.currency, amount: input.amount, urls: { callback_url: input.callback_url } },
    details,
    deps.allowPrivateCallbacks,
  );
  refuseProblems(details);
  return insertPaymentLink(deps.db, {
    id: newPaymentLinkId(),
    merchant_id: merchant!.id,
    account_type: payer.account_type,
    name: input.name!,
    currency: currency!.code,
    amount: input.amount === undefined ? null : twoDecimals(input.amount),
    description: input.description ?? null,
    callback_url: input.callback_url ?? null,
  });
}

export async function listOwnPaymentLinks(db: Knex, userId: string, limit: number): Promise<PaymentLinkWithTotals[]> {
  const merchant = await merchantOfUser(db, userId);
  return merchant ? merchantPaymentLinks(db, merchant.id, limit) : [];
}

export async function ownPaymentLink(db: Knex, userId: string, id: string): Promise<PaymentLinkRow> {
  const merchant = await merchantOfUser(db, userId);
  const link = merchant ? await findMerchantPaymentLink(db, merchant.id, id) : undefined;
  if (!link) throw new NotFoundError("No such payment link.");
  return link;
}

export async function setOwnPaymentLinkActive(db: Knex, userId: string, id: string, active: boolean): Promise<PaymentLinkRow> {
  const link = await ownPaymentLink(db, userId, id);
  return (await setPaymentLinkActive(db, link.merchant_id, link.id, active))!;
}

/** The link as its public page shows it: 404 when unknown, 410 when turned off. */
export async function publicPaymentLink(db: Knex, id: string) {
  const link = await findPaymentLink(db, id);
  if (!link) throw new NotFoundError("No such payment link.");
  if (!link.active) throw new PaymentLinkInactive();
  const merchant = await merchantSummary(db, link.merchant_id);
  return { link, merchantName: merchant!.name };
}

/**
 * A visit of a link opens a new checkout of its merchant (`<link id>-<n>`, n from 1): for the link's amount, or for
 * the one the customer typed (400 naming `amount` when outside the currency's limits).
 */
export async function openCheckoutFromLink(
  deps: { db: Knex; allowPrivateCallbacks: boolean },
  id: string,
  typedAmount: string | undefined,
): Promise<CheckoutCreation & { outcome: "created" }> {
  const { link } = await publicPaymentLink(deps.db, id);
  const amount = link.amount ?? typedAmount;
  const currency = (await findCurrency(deps.db, link.currency))!;
  const problem = amount === undefined || amount === "" ? "This field is required." : amountProblem(amount, currency);
  if (problem) refuseProblems({ amount: problem });
  const userId = await collectingUserOf(deps.db, link.merchant_id);
  const number = await takeCheckoutNumber(deps.db, link.id);
  if (number === undefined) throw new PaymentLinkInactive();
  const creation = await createCheckout(
    deps,
    { id: userId, account_type: link.account_type },
    {
      merchant_reference: `${link.id}-${number}`,
      amount: amount!,
      currency: link.currency,
      description: link.description ?? link.name,
      callback_url: link.callback_url ?? undefined,
    },
    {},
    link.id,
  );
  if (creation.outcome !== "created") throw new Error(`payment link ${link.id} checkout number ${number} taken twice`);
  return creation;
}
