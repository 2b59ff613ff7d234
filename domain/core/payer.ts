import type { AccountType } from "./account-type";

/** Who asks for money to move: the merchant's user and the kind of account it is. */
export interface Payer {
  id: string;
  account_type: AccountType;
  /** The member of the merchant's team who asks (a user id), when not the account's own user. */
  actorId?: string;
}
