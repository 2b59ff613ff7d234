import { Model } from "objection";

export type AccountType = "sandbox" | "prod";
export type UserType = "merchant" | "staff";

export class User extends Model {
  static override tableName = "users";

  id!: string;
  email!: string;
  password_hash!: string | null;
  first_name!: string;
  last_name!: string;
  phone!: string | null;
  type!: UserType;
  account_type!: AccountType;
  is_staff!: boolean;
  is_active!: boolean;
  profile_completed!: boolean;
  has_wallet!: boolean;
  email_verified_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;

  /** The interface's user object (2.2); never carries the password hash. */
  toApi() {
    return {
      id: this.id,
      email: this.email,
      first_name: this.first_name,
      last_name: this.last_name,
      phone: this.phone,
      type: this.type,
      account_type: this.account_type,
      profile_completed: this.profile_completed,
      has_wallet: this.has_wallet,
      is_staff: this.is_staff,
    };
  }
}
