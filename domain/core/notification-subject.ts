/** What a merchant notification is about, whatever kind of resource it is: a transaction, a payout, a refund. */
export interface NotificationSubject {
  reference: string;
  merchantId: string;
  callbackUrl: string;
  status: string;
  final: boolean;
  completedAt: Date | null;
  body: string;
}
