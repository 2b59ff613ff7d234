// Generated from openapi.json by `npm run openapi` (console/codegen/write-api-types.ts): do not edit.

export interface paths {
    "/api/auth/signup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up; a 6-digit code is mailed */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the e-mail with the mailed code; answers a session token */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-otp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification code (at most one a minute; the answer reveals no account) */
        post: operations["resendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password (and `otp` when two-factor sign-in is on); answers a session token
         * @description A wrong password or an unknown e-mail: `401 invalid_password`. With two-factor sign-in on and the password right: no `otp`, `401 otp_required`; a wrong one, or one already used (each code once), `401 invalid_otp`. `otp` is a 6-digit code of the current 30 s step or one either side, or one of the recovery codes (each works once). Failures count towards the lockout (`429`).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the presented token */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, and whether two-factor sign-in is on */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change phone, first_name, last_name */
        patch: operations["updateCurrentUser"];
        trace?: never;
    };
    "/api/auth/login-tokens/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live API tokens of the signed-in user */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create an API token with some scopes and a lifetime (a session token, the password and a merchant profile)
         * @description `scopes`: any of `read` (the merchant's GET routes), `collections` (create transactions, resend their notifications), `payouts` (create single and bulk, cancel, resend), `refunds` (create); all four by default. `expires_in_days`: 1-365, 90 by default. Only a session token may create one: an API token is answered `403 insufficient_scope` with `details.scope` `session`. A wrong password: `401 invalid_password` (counted towards the lockout). A scope named twice: `400` with `details.scopes`.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/totp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start two-factor sign-in (TOTP): a new secret to add to an authenticator app (a session token and the password)
         * @description Answers a base32 secret and its `otpauth://` URL (RFC 6238: SHA-1, 6 digits, 30 s), for a QR code. Nothing changes at sign-in until `POST /api/auth/totp/confirm/`; starting again replaces an unconfirmed secret. A missing or wrong password: `401 invalid_password` (counted towards the lockout). Already on: `400` with `details.totp`.
         */
        post: operations["beginTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/totp/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor sign-in on with a first code; answers ten recovery codes, shown once
         * @description `otp`: a code of the secret from `POST /api/auth/totp/`. Missing: `401 otp_required`; wrong: `401 invalid_otp` (counted towards the lockout). From then on `POST /api/auth/token/` needs `otp`. The account's address is told by e-mail.
         */
        post: operations["confirmTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login-tokens/{token_key}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset code (always 200: reveals no account) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the mailed code; revokes every token */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/merchant/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant profile */
        get: operations["getMerchantProfile"];
        put?: never;
        /** Submit the merchant profile: wallets, service accounts and the callback signing secret */
        post: operations["submitMerchantProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/currency/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies a transaction may use */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/service/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mobile-money services (networks) */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/failure-reasons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why a transaction, payout or refund can fail: the failure vocabulary
         * @description Every word a `Failed` movement's `failure_reason` can carry, whatever network it went through, with whether trying again can succeed and a message for the shopkeeper in English and French. The provider's own code is kept beside it in `provider_failure_code`.
         */
        get: operations["listFailureReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/wallet/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Wallet balances, live or sandbox money (kept with each ledger posting) */
        get: operations["listWalletBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/settlement/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day's settlement in one currency (Africa/Kinshasa time): opening, each kind's count, gross, fees and net, closing
         * @description Read from the wallet's ledger lines: opening plus the nets is closing, and closing is the statement's balance at the day's end, to the cent. `format=csv` for CSV (one line per section).
         */
        get: operations["getSettlementReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/balance-alerts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The balance alerts on the account's wallets, with what each holds now */
        get: operations["listBalanceAlerts"];
        /**
         * Set a threshold per currency: below it, the owner is mailed once, again only after the balance was back above
         * @description Watches the available balance (what payouts and refunds can use) of the account's wallets (live for `prod`, sandbox otherwise). The worker checks every `BALANCE_ALERT_CHECK_SECONDS`. Session tokens only.
         */
        put: operations["setBalanceAlerts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/wallet/statement/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger lines of the merchant's live or sandbox wallets with the balances after each, newest first; `?format=csv` streams them */
        get: operations["getWalletStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/merchant/callback-secret/rotate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New callback signing secret; the old one keeps signing beside it for 24 h */
        post: operations["rotateCallbackSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/money-out-controls/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The money-out controls: IP allowlist, daily limits and approval thresholds
         * @description With a session token only: an API token gets `403 insufficient_scope` (`details.scope` `session`), so a token that leaks cannot read or lift the controls.
         */
        get: operations["getMoneyOutControls"];
        /**
         * Replace the money-out controls, with the password (and a code with two-factor on)
         * @description With a session token only: an API token gets `403 insufficient_scope` (`details.scope` `session`), so a token that leaks cannot read or lift the controls. All three fields are sent each time. With an allowlist, a payout, bulk payout, cancel or refund from another address answers `403 address_not_allowed`; a payout over what is left of the UTC day's limit in its currency answers `400 limit_exceeded` (`details.amount`: what is left); a payout strictly above `approval_above` in its currency is created `Pending`, `approval_status` `awaiting_approval`, its money held, and goes to no provider until approved. A non-empty `approval_above` needs two-factor sign-in on (`400`, `details.approval_above`). Every change is kept (`GET .../audit/`) and mailed to the account's address; sending the same controls again changes nothing.
         */
        put: operations["putMoneyOutControls"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/money-out-controls/audit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change of the money-out controls, newest first: who, from where, before and after
         * @description With a session token only: an API token gets `403 insufficient_scope` (`details.scope` `session`), so a token that leaks cannot read or lift the controls.
         */
        get: operations["listMoneyOutControlChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchants/{id}/money-out-controls/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A merchant's money-out controls (read only)
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        get: operations["staffGetMoneyOutControls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchants/{id}/money-out-controls/audit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change of a merchant's money-out controls, newest first
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        get: operations["staffListMoneyOutControlChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transaction/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's transactions, newest first */
        get: operations["listTransactions"];
        put?: never;
        /** Create a transaction; answers once a provider accepted it (or routing settled) */
        post: operations["createTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transaction/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's transactions as CSV (the list's filters), streamed */
        get: operations["exportTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/report/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's totals by day, service, currency or status */
        get: operations["getTransactionReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transaction/{reference}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transaction (another merchant's is 404) */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transaction/{reference}/callbacks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every delivery attempt of the transaction's merchant notification, newest first */
        get: operations["listMerchantNotificationAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transaction/{reference}/resend-callback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the final merchant notification again (terminal transactions only) */
        post: operations["resendMerchantNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/predict-provider/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A DR Congo number in any common form: its E.164 form, country and service
         * @description Accepts `0812345678`, `812345678`, `243812345678`, `+243 81 234 5678`, `00243…`, with spaces, dashes, dots or parentheses. The service comes from the number's prefix (the same table creation checks): `service` may then be omitted when creating a transaction or a payout. An unknown prefix, a wrong length or another country is a `400` naming `phone_number`.
         */
        post: operations["predictProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/active-conf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per service and currency: the operations offered and the amounts accepted
         * @description For the caller's account type (sandbox: the sandbox provider; prod: the enabled registered providers). `min_amount`, `max_amount` and `decimals` are the limits creation enforces.
         */
        get: operations["getActiveConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/availability/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per service and operation: whether the providers can take it now
         * @description Derived from what routing sees (enabled providers, circuit breaker, eliminations for a low success rate, the last hour's latency and acceptance), read from the database: the same on every instance.
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/availability/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Production availability with each provider's reasons
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        get: operations["staffGetAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's payouts, newest first */
        get: operations["listPayouts"];
        put?: never;
        /**
         * Pay out of the wallet to a mobile-money number; `amount + fee` is held at once
         * @description Answers once a provider took it (`Processing`), or, when no provider can take it now, `Pending` with `failure_reason` saying why: it waits for one to recover for up to `PAYOUT_QUEUE_HOURS`, and can be cancelled meanwhile. A payout strictly above the merchant's `approval_above` in its currency is `Pending` with `approval_status` `awaiting_approval` (its money held, sent nowhere until approved with the password and a code). Over what is left of the UTC day's `daily_limits`: `400 limit_exceeded`, `details.amount` what is left; from outside the merchant's `ip_allowlist`: `403 address_not_allowed`. An ambiguous provider answer is `502 provider_error` with `details.reference`: the payout stays `Pending` until that provider's status query settles it; never create it again. When the service itself does not learn the provider's answer within `CREATION_DEADLINE_MS` (its engine busy or restarting), that is not the provider's doing: `201` with the payout as it stands (`Pending`, its money held), which proceeds; the outcome follows by callback or GET.
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/recipient-lookup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who holds a number on its network, before paying it
         * @description Asked of the providers the account's payouts may use for the service, in priority order, that can tell (Airtel's user lookup; the sandbox provider answers a name for any number, and not registered for numbers ending in `97`). `404 recipient_not_found` when the network says the number is not registered; `422 lookup_unavailable` when no enabled provider for the service can tell now.
         */
        post: operations["lookUpRecipient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Up to 100 payouts at once: each is created (or refused) on its own, answered in order */
        post: operations["createPayoutsInBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/{reference}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payout (another merchant's is 404) */
        get: operations["getPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/{reference}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout awaiting approval, with the password and a two-factor code: it then goes to the providers
         * @description A payout whose `amount` is strictly above the merchant's `approval_above` (see `PUT /api/organization/money-out-controls/`) is created `Pending` with `approval_status` `awaiting_approval`, its money held, and is sent to no provider until approved here. A session token only: an API token, whatever its scopes, gets `403 insufficient_scope` (`details.scope` `session`). `password` and `otp` (a code of the authenticator app or a recovery code) are both required: missing or wrong is `401`. Answers the payout with `approval_status` `approved` (still `Pending` until a provider takes it). Idempotent: approving an approved payout answers it as it stands, and it is sent once. A payout that does not need approval, or was cancelled or not approved within `PAYOUT_APPROVAL_HOURS` (`Failed`, `not_approved`), is `409 invalid_state_transition`; an approval racing a cancel: exactly one wins.
         */
        post: operations["approvePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/{reference}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a payout waiting for a provider or for approval: `Failed` (`cancelled`), its hold released
         * @description A payout awaiting approval can be cancelled until it is approved (an approval and a cancel racing: exactly one wins). Idempotent: cancelling a payout already cancelled (say, a retry whose first answer was lost) answers `200` with the payout, as the first cancel did. A payout a provider may have (`Processing`), or final otherwise (`Success`, `Failed` for another reason), is `409 invalid_state_transition`.
         */
        post: operations["cancelPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/{reference}/callbacks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every delivery attempt of the payout's notification, newest first */
        get: operations["listPayoutNotificationAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout/{reference}/resend-callback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the payout's final notification again (final payouts only) */
        post: operations["resendPayoutNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every merchant's payouts, newest first, filtered
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        get: operations["staffListPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{reference}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payout with its history, provider calls, webhooks, ledger lines and notifications
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        get: operations["staffGetPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transaction/{reference}/refund/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a successful transaction, in full or in part; its amount is held out of the wallet at once
         * @description Sent to the provider that took the payment, and only there. The payment's fee is not returned; a refund carries no fee unless `FEE_SCHEDULE` sets one. Several partial refunds may follow each other up to the transaction's amount (refunds not `Failed` count, in flight included). When the service itself does not learn the provider's answer within `CREATION_DEADLINE_MS` (its engine busy or restarting), the answer is `201` with the refund as it stands (`Pending`), which proceeds; `502 provider_error` is the provider's refusal or unknown answer only.
         */
        post: operations["refundTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/refund/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's refunds, newest first */
        get: operations["listRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/refund/{reference}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One refund (another merchant's is 404) */
        get: operations["getRefund"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's checkouts, newest first, each with its tries */
        get: operations["listCheckouts"];
        put?: never;
        /**
         * Open a checkout: a page at `checkout_url` where the customer pays, retrying as needed, charged once
         * @description Each Pay on the page is a transaction of the merchant (`checkout_id` on it), with the same rules, fees and routing as any. At most one try counts: a success after another, or after the checkout expired or was cancelled, is refunded to its payer from suspense, never credited. The checkout is notified once, when `paid` or `expired` (`checkout-notification`).
         */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One checkout with its tries (another merchant's is 404) */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End an open checkout; a try still in flight that succeeds is refunded to its payer */
        post: operations["cancelCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payment-link/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's payment links, newest first, with what their checkouts came to */
        get: operations["listPaymentLinks"];
        put?: never;
        /** A payment link: each visit of `url` opens a checkout, for the link's amount or the one the customer types */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payment-link/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment link */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turn a link off (`url` then answers `410`) or on again */
        patch: operations["updatePaymentLink"];
        trace?: never;
    };
    "/pay/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page a customer pays on, no login: French unless `?lang=en` or an `Accept-Language` preferring English */
        get: operations["checkoutPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the page follows: the checkout's state and its current try, nothing about the merchant or customer beyond these */
        get: operations["checkoutPageStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/tries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay: one try, a transaction of the checkout's merchant; the customer approves on the phone
         * @description A try while another is in flight, or on a checkout that is not `open`, is `409 invalid_state_transition` (`details.checkout_status` when the checkout is not open). At most 10 tries per checkout an hour and `CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR` per address (`429`). A form post (`application/x-www-form-urlencoded`, the page without script) is answered `303` to the page, or the page with the refusal at the number.
         */
        post: operations["startCheckoutTry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/tries/give-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give up the try in flight (nothing came to the phone, or another number): a new try may start at once
         * @description Offered by the page once the try has waited 45 s. The given-up try goes on to the end its provider says, and counts only if no other try has (a late success is refunded to its payer). Before 45 s, with no try in flight, or on a checkout that is not `open`: `409 invalid_state_transition` (`details.waited_seconds` and `give_up_after_seconds`, or `details.checkout_status`). A form post (the page without script) is answered `303` to the page.
         */
        post: operations["giveUpCheckoutTry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/l/{id}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment link's printable card: the merchant's name, what is paid and how much, the QR code and the address */
        get: operations["paymentLinkCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/l/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment link: with an amount, opens a checkout and sends the customer to it; without, asks for the amount */
        get: operations["paymentLinkPage"];
        put?: never;
        /** The amount the customer typed: opens a checkout for it and sends the customer to it */
        post: operations["openPaymentLinkCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/l/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link's `url` as an SVG QR code */
        get: operations["paymentLinkQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's events (every state change of its transactions, payouts, refunds and checkouts), newest first
         * @description Kept 30 days. Types: `transaction.processing`, `transaction.succeeded`, `transaction.failed`, the same for `payout.` and `refund.`, `checkout.paid`, `checkout.expired`. Scope `read`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event with every attempt to deliver it (another merchant's is 404)
         * @description `deliveries`: each attempt to a webhook endpoint (with the first kilobyte of its answer) and, for a final state, to the resource's `callback_url`, oldest first. Scope `read`.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/redeliver/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make every delivery of the event again now (same `webhook-id`)
         * @description Each endpoint that was owed the event gets it again (retried as usual), and a final state's notification goes to the resource's `callback_url` again. Needs the scope that resends the resource's notifications (`collections` for transactions and checkouts, `payouts`, `refunds`); limited like notification resends.
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's webhook endpoints, oldest first (never their secrets) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint (at most 10 per merchant); its secret is shown this once
         * @description Each event of its types goes to it signed with Standard Webhooks (`webhook-id` is the event's id), retried as merchant notifications are. Needs a session token (scope `session`): an endpoint receives every event of its types.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an endpoint and its deliveries
         * @description Needs a session token (scope `session`): an endpoint receives every event of its types.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint; enable it again and replay what it missed
         * @description `{"enabled": true, "replay_since": "<ISO time>"}` turns it on again and delivers, oldest first, the kept events of its types since then (never another type). Needs a session token (scope `session`): an endpoint receives every event of its types.
         */
        patch: operations["changeWebhookEndpoint"];
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/rotate-secret/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret for the endpoint, shown this once; both sign for 24 h
         * @description Needs a session token (scope `session`): an endpoint receives every event of its types.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/raw-callbacks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every verified provider webhook, newest first
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffListProviderWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-failures/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provider webhooks that failed verification, newest first
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffListWebhookFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/{reference}/resolve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a transaction by hand, through the same state guard
         * @description Staff accounts only (`is_staff`).
         */
        post: operations["staffResolveTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Promote an account to `prod`, or deactivate it
         * @description Staff accounts only (`is_staff`).
         */
        patch: operations["staffUpdateUser"];
        trace?: never;
    };
    "/api/admin/raw-callbacks/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One verified provider webhook
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffGetProviderWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every merchant's transactions, newest first
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffListTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/{reference}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transaction with its history, provider attempts, webhooks, notifications and ledger
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffGetTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/{reference}/resend-callback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a terminal transaction's merchant notification again
         * @description Staff accounts only (`is_staff`).
         */
        post: operations["staffResendMerchantNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts, newest first
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffListUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Merchant profiles, newest first
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffListMerchants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/providers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Providers with their circuit state and the last hour's traffic
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffListProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/providers/{codeName}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a provider's priority or enable/disable it
         * @description Staff accounts only (`is_staff`).
         */
        patch: operations["staffUpdateProvider"];
        trace?: never;
    };
    "/api/admin/providers/{codeName}/balance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A provider's float per currency, asked of it now (Airtel's balance, Orange's TcheckBal, pawaPay's wallet balances)
         * @description Staff accounts only (`is_staff`). The worker also asks every `PROVIDER_FLOAT_CHECK_SECONDS`; a payout is routed away from a provider whose float, told within `PROVIDER_FLOAT_MAX_AGE_SECONDS`, cannot cover it.
         */
        get: operations["staffGetProviderFloat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/providers/{codeName}/float-floors/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the floors under which staff are mailed about a provider's float
         * @description Staff accounts only (`is_staff`). Each staff member is mailed once when a reading falls below its currency's floor, again only after one back above it.
         */
        put: operations["staffSetProviderFloatFloors"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff actions, newest first
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffListAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/report/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals by day, service, currency or status, over every merchant
         * @description Staff accounts only (`is_staff`).
         */
        get: operations["staffGetTransactionReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/days/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each provider's reconciled days, newest first: lines, matched, exceptions, provisional or final
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        get: operations["staffListReconciliationDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/exceptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation exceptions, newest first, each with our fields and the provider's side by side
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        get: operations["staffListReconciliationExceptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/runs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile one provider's day now (a rerun records nothing twice); answers what it found
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        post: operations["staffRunReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/exceptions/settle/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle exceptions in bulk: accept as explained (with a note), or refund late successes to their customers
         * @description Staff only (`is_staff`); anyone else gets `403`.
         */
        post: operations["staffSettleReconciliationExceptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/routing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the learning router sees: each provider's success-rate window, elimination and circuit, per service and currency
         * @description Staff only (`is_staff`); anyone else gets `403`. Every change is in the staff audit.
         */
        get: operations["staffGetRoutingStanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/routing-rules/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff's pin and split rules
         * @description Staff only (`is_staff`); anyone else gets `403`. Every change is in the staff audit.
         */
        get: operations["staffListRoutingRules"];
        put?: never;
        /**
         * Pin or split a service's or a merchant's payments (one rule per scope)
         * @description Staff only (`is_staff`); anyone else gets `403`. Every change is in the staff audit.
         */
        post: operations["staffCreateRoutingRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/routing-rules/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a rule
         * @description Staff only (`is_staff`); anyone else gets `403`. Every change is in the staff audit.
         */
        put: operations["staffReplaceRoutingRule"];
        post?: never;
        /**
         * Delete a rule: routing learns again for its scope
         * @description Staff only (`is_staff`); anyone else gets `403`. Every change is in the staff audit.
         */
        delete: operations["staffDeleteRoutingRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/callbacks/{code_name}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A provider reports a payment's result (called by providers, not merchants)
         * @description Verified over the raw bytes in the provider's own protocol (sealed: AES-128-CBC + HMAC-SHA256, MAC checked first; signed: HMAC-SHA512 in `x-webhook-signature` with a 300 s replay window), stored before the 2xx answer, then signalled to the payment's workflow. A redelivery is stored once (`duplicate: true`).
         */
        post: operations["receiveProviderWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process lives */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (on METRICS_PORT instead when it is set: then 404 here) */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: PostgreSQL and Temporal answer */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schema/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference page (Redoc, every asset served here: works offline) */
        get: operations["getApiReferencePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page's renderer */
        get: operations["getApiReferenceRenderer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-provider/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Protocol B: initiate a payment
         * @description The built-in sandbox provider: protocol B's provider side, called by the service itself for sandbox accounts (requests signed with `x-client-id`, `x-timestamp`, `x-signature`). Not for merchants; its errors are protocol B's, not the service's envelope.
         */
        post: operations["sandboxInitiatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-provider/api/payments/by-external-id/{externalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protocol B: status query
         * @description The built-in sandbox provider: protocol B's provider side, called by the service itself for sandbox accounts (requests signed with `x-client-id`, `x-timestamp`, `x-signature`). Not for merchants; its errors are protocol B's, not the service's envelope.
         */
        get: operations["sandboxGetPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "merchant-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The final state of a transaction, POSTed to its `callback_url` (Standard Webhooks)
         * @description Signed with the merchant's `callback_secret`: verify `webhook-signature` over `webhook-id.webhook-timestamp.body`. Retried 5 s, 10 s, 20 s, ... doubling to at most 1 h for 26 h; redirects are not followed; the timeout is 10 s. While the service traces (OpenTelemetry), a W3C `traceparent` header names the delivery's span, for the merchant's own tracing to join.
         */
        post: operations["merchantNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The final state of a payout, POSTed to its `callback_url` (Standard Webhooks, like a transaction's) */
        post: operations["payoutNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The final state of a refund, POSTed to its `callback_url` (Standard Webhooks, like a transaction's) */
        post: operations["refundNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checkout-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A checkout that became `paid` or `expired`, POSTed once to its `callback_url` (Standard Webhooks, like a transaction's) */
        post: operations["checkoutNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook-endpoint-event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An event, POSTed to each enabled endpoint subscribed to its type (Standard Webhooks)
         * @description Signed with the endpoint's secret (both during a rotation, space-separated): verify `webhook-signature` over `webhook-id.webhook-timestamp.body` with the official Standard Webhooks libraries. `webhook-id` is the event's `id`, the same on every retry. Retried 5 s, 10 s, 20 s, ... doubling to at most 1 h for 26 h; 410 Gone stops them; the timeout is 10 s. An endpoint whose every delivery has failed for `WEBHOOK_ENDPOINT_DISABLE_HOURS` (72) is disabled and the merchant mailed.
         */
        post: operations["webhookEndpointEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @enum {string} */
        ApiScope: "read" | "collections" | "payouts" | "refunds";
        /** @description A threshold per currency under which the owner is mailed once (again only after the balance was back above); null removes it. */
        BalanceAlertsInput: {
            [key: string]: string | null;
        };
        PredictProviderInput: {
            phone_number: string;
        };
        /** @description A floor per currency under which staff are mailed once (re-armed when the float is back above); null removes it. */
        FloatFloorsInput: {
            [key: string]: string | null;
        };
        /** @description A rule for a service, a merchant, or a merchant on a service (the most specific applies): `pin` puts one provider first, `split` draws the first provider by weight (weights add up to 100). The rest follow in learned order, for failover after a definitive refusal. */
        RoutingRuleInput: {
            merchant_id?: string | null;
            service?: ("MPESA" | "ORANGE" | "AIRTEL" | "AFRICELL") | null;
            note?: string | null;
            /** @constant */
            kind: "pin";
            provider: string;
        } | {
            merchant_id?: string | null;
            service?: ("MPESA" | "ORANGE" | "AIRTEL" | "AFRICELL") | null;
            note?: string | null;
            /** @constant */
            kind: "split";
            allocations: {
                provider: string;
                weight: number;
            }[];
        };
        MerchantNotification: {
            reference: string;
            merchant_reference: string;
            /** @enum {string} */
            transaction_status: "Success" | "Failed";
            /** @description Gross: what the customer paid. */
            amount: string;
            currency: string;
            customer_number: string;
            /** @description null when no provider took the payment. */
            provider_reference: string | null;
        };
        Session: {
            /** @description The token; the same value as `token`. */
            access: string;
            token: string;
            user: components["schemas"]["User"];
        };
        User: {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            phone: string | null;
            /** @enum {string} */
            type: "merchant" | "staff";
            /** @enum {string} */
            account_type: "sandbox" | "prod";
            profile_completed: boolean;
            has_wallet: boolean;
            is_staff: boolean;
        };
        Detail: {
            detail: string;
        };
        CurrentUser: {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            phone: string | null;
            /** @enum {string} */
            type: "merchant" | "staff";
            /** @enum {string} */
            account_type: "sandbox" | "prod";
            profile_completed: boolean;
            has_wallet: boolean;
            is_staff: boolean;
            /** @description Whether signing in takes a two-factor code. */
            totp_enabled: boolean;
        };
        ApiToken: {
            token_key: string;
            scopes: components["schemas"]["ApiScope"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expiry: string;
            /** @description Recorded at most once a minute. */
            last_used_at: string | null;
        };
        MerchantProfile: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            phone: string;
            country: string;
            /** Format: date-time */
            created_at: string;
        };
        FailureReasonList: {
            results: {
                /** @enum {string} */
                reason: "insufficient_funds" | "declined" | "expired" | "invalid_number" | "limit_exceeded" | "insufficient_float" | "provider_unavailable" | "not_allowed" | "provider_error" | "cancelled" | "not_approved" | "resolved_by_staff";
                /** @description Whether trying again, later or on another network, can succeed. */
                retryable: boolean;
                message_en: string;
                message_fr: string;
            }[];
        };
        WalletList: {
            results: {
                currency: string;
                /** @description What can leave now (payouts and refunds are held out of it). */
                available: string;
                /** @description Held for payouts and refunds in flight. */
                pending: string;
                /** @description `available` + `pending`, kept with each ledger posting. */
                balance: string;
            }[];
        };
        SettlementReport: {
            date: string;
            currency: string;
            /** @enum {string} */
            mode: "live" | "sandbox";
            opening_balance: string;
            collections: {
                count: number;
                /** @description What moved to or from customers: the payments', payouts' or refunds' amounts. */
                gross: string;
                /** @description What the service kept: out of the money in, on top of the money out. */
                fees: string;
                /** @description What the section moved in the wallet (signed). */
                net: string;
            };
            payouts: {
                count: number;
                /** @description What moved to or from customers: the payments', payouts' or refunds' amounts. */
                gross: string;
                /** @description What the service kept: out of the money in, on top of the money out. */
                fees: string;
                /** @description What the section moved in the wallet (signed). */
                net: string;
            };
            refunds: {
                count: number;
                /** @description What moved to or from customers: the payments', payouts' or refunds' amounts. */
                gross: string;
                /** @description What the service kept: out of the money in, on top of the money out. */
                fees: string;
                /** @description What the section moved in the wallet (signed). */
                net: string;
            };
            conversions: {
                count: number;
                /** @description What moved to or from customers: the payments', payouts' or refunds' amounts. */
                gross: string;
                /** @description What the service kept: out of the money in, on top of the money out. */
                fees: string;
                /** @description What the section moved in the wallet (signed). */
                net: string;
            };
            adjustments: {
                count: number;
                /** @description What moved to or from customers: the payments', payouts' or refunds' amounts. */
                gross: string;
                /** @description What the service kept: out of the money in, on top of the money out. */
                fees: string;
                /** @description What the section moved in the wallet (signed). */
                net: string;
            };
            /** @description `opening_balance` plus every net: the statement's balance at the day's end. */
            closing_balance: string;
        };
        BalanceAlerts: {
            results: {
                currency: string;
                threshold: string;
                /** @description What the wallet can pay out now, the balance the alert watches. */
                available: string;
                /** @description `available` is below `threshold` now. */
                below: boolean;
            }[];
        };
        StatementLine: {
            id: string;
            /** Format: date-time */
            created_at: string;
            currency: string;
            /** @enum {string} */
            kind: "payment" | "payout_hold" | "payout_release" | "payout" | "payout_fee" | "refund_hold" | "refund_release" | "refund" | "refund_fee" | "late_success" | "late_success_refund";
            /** @description The payment, payout or refund the line belongs to. */
            reference: string;
            /**
             * @description The part of the wallet the line moved.
             * @enum {string}
             */
            account: "available" | "pending";
            /** @description Signed: what the line did to that part of the wallet. */
            amount: string;
            /** @description The wallet's balance after the entry the line belongs to. */
            balance: string;
            /** @description The wallet's available money after the entry the line belongs to. */
            available: string;
        };
        MoneyOutControls: {
            /** @description Canonical CIDRs (host bits cleared); empty: any address. */
            ip_allowlist: string[];
            daily_limits: {
                [key: string]: string;
            };
            approval_above: {
                [key: string]: string;
            };
            /** @description Last change; null: never changed. */
            updated_at: string | null;
        };
        MoneyOutControlChange: {
            id: string;
            /** Format: date-time */
            created_at: string;
            /** @description Who changed them. */
            actor_email: string;
            /** @description The client address the change came from. */
            source_address: string;
            before: {
                /** @description Canonical CIDRs (host bits cleared); empty: any address. */
                ip_allowlist: string[];
                daily_limits: {
                    [key: string]: string;
                };
                approval_above: {
                    [key: string]: string;
                };
            };
            after: {
                /** @description Canonical CIDRs (host bits cleared); empty: any address. */
                ip_allowlist: string[];
                daily_limits: {
                    [key: string]: string;
                };
                approval_above: {
                    [key: string]: string;
                };
            };
        };
        StaffMoneyOutControls: {
            /** @description Canonical CIDRs (host bits cleared); empty: any address. */
            ip_allowlist: string[];
            daily_limits: {
                [key: string]: string;
            };
            approval_above: {
                [key: string]: string;
            };
            /** @description Last change; null: never changed. */
            updated_at: string | null;
            /** @description Whose they are. */
            merchant: {
                /** Format: uuid */
                id: string;
                name: string;
                email: string;
            };
        };
        Transaction: {
            reference: string;
            merchant_reference: string;
            /** @description Gross: what the customer pays. */
            amount: string;
            /** @description Set on `Success`. */
            fee: string | null;
            /** @description Credited to the wallet on `Success`. */
            net_amount: string | null;
            currency: string;
            service: string;
            customer_number: string;
            /** @description Null for a checkout's try whose checkout has none. */
            callback_url: string | null;
            provider_code_name: string | null;
            provider_reference: string | null;
            /** @enum {string} */
            transaction_status: "Pending" | "Processing" | "Success" | "Failed";
            /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/` lists each with its message in English and French). */
            failure_reason: string | null;
            /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
            provider_failure_code: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
            /** @description The sum of its refunds that are not `Failed` (in flight included). */
            refunded_amount: string;
            /** @description The hosted checkout this transaction is a try of; null for one the merchant created. */
            checkout_id: string | null;
        };
        /** @description Totals of the transactions created from `from` to `to`. */
        Report: {
            /**
             * Format: date
             * @description First UTC day counted, inclusive.
             */
            from: string;
            /**
             * Format: date
             * @description Last UTC day counted, inclusive.
             */
            to: string;
            /** @enum {string} */
            group_by: "day" | "service" | "currency" | "status";
            /** @description By group, then currency; a group without transactions is absent. */
            results: components["schemas"]["ReportRow"][];
        };
        /** @description One group's totals in one currency: amounts in different currencies are never added. */
        ReportRow: {
            /** @description The group: a UTC day (`YYYY-MM-DD`), a service symbol, a currency code or a status, per `group_by`. */
            group: string;
            currency: string;
            /** @description Transactions created in the group, in any status. */
            count: number;
            /** @description Of those, the ones in `Success`. */
            success_count: number;
            /** @description Sum of `amount` over every transaction. */
            attempted: string;
            /** @description Sum of `amount` over `Success` only. */
            gross: string;
            /** @description Sum of `fee` over `Success` only. */
            fee: string;
            /** @description Sum of `net_amount` over `Success` only. */
            net: string;
        };
        PredictedProvider: {
            /** @description E.164. */
            phone_number: string;
            /**
             * @description ISO 3166-1 alpha-2.
             * @constant
             */
            country: "CD";
            /** @enum {string} */
            service: "MPESA" | "ORANGE" | "AIRTEL" | "AFRICELL";
        };
        ActiveConfiguration: {
            results: {
                /** @enum {string} */
                service: "MPESA" | "ORANGE" | "AIRTEL" | "AFRICELL";
                currency: string;
                operations: ("collection" | "payout" | "refund")[];
                min_amount: string;
                /** @description Null: no maximum for this currency. */
                max_amount: string | null;
                /** @description Decimal places accepted in an amount. */
                decimals: number;
            }[];
        };
        Availability: {
            results: {
                /** @enum {string} */
                service: "MPESA" | "ORANGE" | "AIRTEL" | "AFRICELL";
                /** @enum {string} */
                operation: "collection" | "payout" | "refund";
                /**
                 * @description `OPERATIONAL`: at least one provider for it is fit; `DELAYED`: every one is demoted, eliminated, slow or failing (payouts wait in the queue); `CLOSED`: none is enabled for it.
                 * @enum {string}
                 */
                status: "OPERATIONAL" | "DELAYED" | "CLOSED";
            }[];
        };
        /** @description Production availability with each provider's reasons. */
        StaffAvailability: {
            results: {
                /** @enum {string} */
                service: "MPESA" | "ORANGE" | "AIRTEL" | "AFRICELL";
                /** @enum {string} */
                operation: "collection" | "payout" | "refund";
                /**
                 * @description `OPERATIONAL`: at least one provider for it is fit; `DELAYED`: every one is demoted, eliminated, slow or failing (payouts wait in the queue); `CLOSED`: none is enabled for it.
                 * @enum {string}
                 */
                status: "OPERATIONAL" | "DELAYED" | "CLOSED";
                providers: {
                    provider: string;
                    /** @description Why the provider is not fit now; empty when it is. */
                    reasons: string[];
                }[];
            }[];
        };
        Payout: {
            reference: string;
            merchant_reference: string;
            /** @description What the recipient receives. */
            amount: string;
            /** @description Held with the amount at creation, booked to the platform on `Success`. */
            fee: string;
            currency: string;
            service: string;
            recipient_number: string;
            expected_recipient_name: string | null;
            /** @description The network told the number's holder and it matched `expected_recipient_name`. */
            recipient_name_checked: boolean;
            callback_url: string;
            provider_code_name: string | null;
            provider_reference: string | null;
            /** @enum {string} */
            payout_status: "Pending" | "Processing" | "Success" | "Failed";
            /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/`); while it is `Pending`, why it waits for a provider (`waiting: ...`). */
            failure_reason: string | null;
            /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
            provider_failure_code: string | null;
            /**
             * @description `awaiting_approval`: its amount is above the merchant's `approval_above`; it is `Pending`, its money held, sent to no provider until `POST .../approve/` (then `approved`), cancelled, or `PAYOUT_APPROVAL_HOURS` pass (`Failed`, `not_approved`). Otherwise `not_required`.
             * @enum {string}
             */
            approval_status: "not_required" | "awaiting_approval" | "approved";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Recipient: {
            recipient_number: string;
            service: string;
            name: string;
        };
        /** @description A payout as staff see it: the merchant's view plus whose it is and how it was routed. */
        AdminPayout: {
            reference: string;
            merchant_reference: string;
            /** @description What the recipient receives. */
            amount: string;
            /** @description Held with the amount at creation, booked to the platform on `Success`. */
            fee: string;
            currency: string;
            service: string;
            recipient_number: string;
            expected_recipient_name: string | null;
            /** @description The network told the number's holder and it matched `expected_recipient_name`. */
            recipient_name_checked: boolean;
            callback_url: string;
            provider_code_name: string | null;
            provider_reference: string | null;
            /** @enum {string} */
            payout_status: "Pending" | "Processing" | "Success" | "Failed";
            /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/`); while it is `Pending`, why it waits for a provider (`waiting: ...`). */
            failure_reason: string | null;
            /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
            provider_failure_code: string | null;
            /**
             * @description `awaiting_approval`: its amount is above the merchant's `approval_above`; it is `Pending`, its money held, sent to no provider until `POST .../approve/` (then `approved`), cancelled, or `PAYOUT_APPROVAL_HOURS` pass (`Failed`, `not_approved`). Otherwise `not_required`.
             * @enum {string}
             */
            approval_status: "not_required" | "awaiting_approval" | "approved";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            merchant_id: string;
            merchant_name: string;
            /** @enum {string} */
            account_type: "sandbox" | "prod";
            /** @description `provider_code_name` as the merchant asked; null: routing chose. */
            requested_provider: string | null;
            /** @description Since when it waits for a provider; null when it does not. */
            queued_since: string | null;
            /** @description When the merchant approved it (password and code); null when it was not approved. */
            approved_at: string | null;
        };
        /** @description One payout's whole story. */
        AdminPayoutDetail: {
            payout: components["schemas"]["AdminPayout"];
            merchant: {
                /** Format: uuid */
                id: string;
                name: string;
                email: string;
                /** Format: uuid */
                user_id: string;
            };
            /** @description State changes, oldest first. */
            events: components["schemas"]["TransactionEvent"][];
            /** @description Disbursements and status queries, oldest first. */
            provider_attempts: components["schemas"]["ProviderAttempt"][];
            /** @description Verified webhooks naming this payout, in arrival order. */
            provider_webhooks: components["schemas"]["RawCallback"][];
            /** @description Its hold, then its release or its booking and fee. */
            ledger_entries: components["schemas"]["LedgerEntry"][];
            /** @description Oldest first. */
            merchant_notifications: components["schemas"]["NotificationAttempt"][];
            workflow: {
                /** @description The payout's Temporal workflow. */
                workflow_id: string;
                /** @description That workflow in the Temporal UI (`TEMPORAL_UI_URL`). */
                temporal_ui_url: string;
            };
        };
        /** @description A state change of a transaction, or its creation. */
        TransactionEvent: {
            id: string;
            /** @description null for the creation of the transaction. */
            from_status: ("Pending" | "Processing" | "Success" | "Failed") | null;
            /** @enum {string} */
            to_status: "Pending" | "Processing" | "Success" | "Failed";
            /** @description The columns written with the change (provider, provider reference, failure reason, fee). */
            details: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
        };
        /** @description One HTTP exchange with a provider: an initiation or a status query. */
        ProviderAttempt: {
            id: string;
            provider_code_name: string;
            /** @enum {string} */
            operation: "initiate" | "query" | "disburse" | "disbursement_query" | "refund" | "refund_query";
            /**
             * @description `initiate`, `disburse`: accepted, rejected or ambiguous; `query`, `disbursement_query`: not_found, pending, final or unknown.
             * @enum {string}
             */
            outcome: "accepted" | "rejected" | "ambiguous" | "not_found" | "pending" | "final" | "unknown";
            /** @description null when no HTTP answer came (timeout, reset). */
            http_status: number | null;
            /** @description What was sent, without credentials; null when nothing was. */
            request: unknown;
            /** @description The provider's answer as read; null when there was none. */
            response: unknown;
            error: string | null;
            latency_ms: number;
            /** Format: date-time */
            created_at: string;
        };
        RawCallback: {
            /** Format: uuid */
            id: string;
            /** @description Arrival order. */
            seq: string;
            provider_code_name: string;
            event_id: string;
            reference: string;
            raw_body: string;
            headers: {
                [key: string]: string;
            };
            payload: unknown;
            /** @description The final result it reports; null for informational events and for unauthenticated callbacks. */
            result: unknown;
            /** @description False: its protocol cannot authenticate it (Airtel without a callback key, M-Pesa, Orange); it moved nothing and only had its provider's status query asked (`processing_status` `status_query`). */
            authenticated: boolean;
            source_address: string | null;
            /** Format: date-time */
            received_at: string;
            /** @enum {string} */
            processing_status: "received" | "applied" | "duplicate" | "contrary_after_terminal" | "mismatch" | "unknown_reference" | "informational" | "status_query";
            processing_note: string | null;
            signalled_at: string | null;
            processed_at: string | null;
        };
        /** @description One ledger line of a transaction's settlement or of a payout. */
        LedgerEntry: {
            id: string;
            /**
             * @description The entry the line belongs to: a payment's settlement; a payout's or refund's hold, release, booking or fee; a late success and its refund.
             * @enum {string}
             */
            kind: "payment" | "payout_hold" | "payout_release" | "payout" | "payout_fee" | "refund_hold" | "refund_release" | "refund" | "refund_fee" | "late_success" | "late_success_refund";
            /**
             * @description `merchant_wallet`: the wallet's available money; `merchant_pending`: what it holds for money out in flight; `late_success_suspense`: what a provider settled for a payment we had failed, until refunded.
             * @enum {string}
             */
            account: "provider_clearing" | "merchant_wallet" | "merchant_pending" | "platform_fees" | "late_success_suspense";
            currency: string;
            /** @description Signed: the lines of one entry (reference and kind) sum to zero. */
            amount: string;
            /** Format: date-time */
            created_at: string;
        };
        /** @description One delivery attempt of the merchant notification. */
        NotificationAttempt: {
            webhook_id: string;
            /** @enum {string} */
            trigger: "final_state" | "resend";
            attempt: number;
            status_code: number | null;
            latency_ms: number;
            error: string | null;
            /** Format: date-time */
            attempted_at: string;
            id: string;
        };
        Refund: {
            reference: string;
            transaction_reference: string;
            merchant_reference: string;
            amount: string;
            currency: string;
            /** @description Null when neither the refund nor its transaction has one (a checkout's try). */
            callback_url: string | null;
            provider_reference: string | null;
            /**
             * @description How it reaches the payer: the network's own reversal of the payment, or the amount paid to the payer's number through the same provider where the network has no reversal for the case (Airtel's partial refunds).
             * @enum {string}
             */
            method: "reversal" | "disbursement";
            /** @enum {string} */
            refund_status: "Pending" | "Processing" | "Success" | "Failed";
            /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/` lists each with its message in English and French). */
            failure_reason: string | null;
            /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
            provider_failure_code: string | null;
            /** @description Why it was asked; the service's words for a late success. */
            reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Checkout: {
            id: string;
            /** @description `PUBLIC_BASE_URL/pay/<id>`: the page the customer pays on. */
            checkout_url: string;
            merchant_reference: string;
            amount: string;
            currency: string;
            description: string | null;
            return_url: string | null;
            customer_number: string | null;
            callback_url: string | null;
            /** @enum {string} */
            checkout_status: "open" | "paid" | "expired" | "cancelled";
            /** Format: date-time */
            expires_at: string;
            expires_in_minutes: number;
            /** @description The try that paid it; null until then. */
            transaction_reference: string | null;
            /** @description Its tries' references, oldest first. */
            transactions: string[];
            /** @description Its tries, oldest first, with their state. */
            tries: components["schemas"]["CheckoutTry"][];
            payment_link_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CheckoutTry: {
            reference: string;
            /** @enum {string} */
            transaction_status: "Pending" | "Processing" | "Success" | "Failed";
            /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/` lists each with its message in English and French). */
            failure_reason: string | null;
            /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
            provider_failure_code: string | null;
            service: string;
            customer_number: string;
            /** Format: date-time */
            created_at: string;
            /** @description When the customer gave it up while in flight (no prompt came, or another number): it no longer held the checkout, yet ends as its provider says and counts only if no other try has. */
            given_up_at: string | null;
        };
        PaymentLink: {
            id: string;
            /** @description `PUBLIC_BASE_URL/l/<id>`. */
            url: string;
            /** @description An SVG QR code of `url`. */
            qr_url: string;
            name: string;
            currency: string;
            /** @description Null: the customer types it. */
            amount: string | null;
            description: string | null;
            callback_url: string | null;
            active: boolean;
            /** @description Checkouts it opened. */
            checkouts: number;
            /** @description Of them, paid. */
            paid: number;
            /** @description What the paid ones add up to. */
            paid_amount: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CheckoutPageStatus: {
            /** @enum {string} */
            checkout_status: "open" | "paid" | "expired" | "cancelled";
            amount: string;
            currency: string;
            merchant_name: string;
            description: string | null;
            /** Format: date-time */
            expires_at: string;
            current_try: components["schemas"]["CheckoutCurrentTry"];
        };
        CheckoutCurrentTry: {
            /** @enum {string} */
            transaction_status: "Pending" | "Processing" | "Success" | "Failed";
            failure_reason: string | null;
        } | null;
        CheckoutTryGivenUp: {
            current_try: null;
        };
        Event: {
            /** @description Stable and opaque; also the `webhook-id` of its deliveries to endpoints. */
            id: string;
            /** @enum {string} */
            type: "transaction.processing" | "transaction.succeeded" | "transaction.failed" | "payout.processing" | "payout.succeeded" | "payout.failed" | "refund.processing" | "refund.succeeded" | "refund.failed" | "checkout.paid" | "checkout.expired";
            /** Format: date-time */
            created_at: string;
            resource: {
                /** @enum {string} */
                type: "transaction" | "payout" | "refund" | "checkout";
                reference: string;
            };
            /** @description The resource as the API showed it when the event happened (a Transaction, Payout or Refund; a checkout's fields). Null for changes recorded before event snapshots existed. */
            data: {
                [key: string]: unknown;
            } | null;
            delivery_success: boolean;
        };
        EventDetail: {
            /** @description Stable and opaque; also the `webhook-id` of its deliveries to endpoints. */
            id: string;
            /** @enum {string} */
            type: "transaction.processing" | "transaction.succeeded" | "transaction.failed" | "payout.processing" | "payout.succeeded" | "payout.failed" | "refund.processing" | "refund.succeeded" | "refund.failed" | "checkout.paid" | "checkout.expired";
            /** Format: date-time */
            created_at: string;
            resource: {
                /** @enum {string} */
                type: "transaction" | "payout" | "refund" | "checkout";
                reference: string;
            };
            /** @description The resource as the API showed it when the event happened (a Transaction, Payout or Refund; a checkout's fields). Null for changes recorded before event snapshots existed. */
            data: {
                [key: string]: unknown;
            } | null;
            delivery_success: boolean;
            deliveries: components["schemas"]["EventDelivery"][];
        };
        EventDelivery: {
            /** @description The URL attempted: a webhook endpoint's, or the resource's `callback_url`. */
            endpoint: string;
            /** @description The webhook endpoint; null for the `callback_url`. */
            endpoint_id: string | null;
            attempt: number;
            /** Format: date-time */
            attempted_at: string;
            status_code: number | null;
            latency_ms: number;
            /** @description The first kilobyte of the endpoint's answer (not kept for `callback_url`). */
            response_excerpt: string | null;
            error: string | null;
        };
        EventRedelivery: {
            id: string;
            /** @description Deliveries to endpoints started again. */
            endpoint_deliveries: number;
            /** @description Whether the notification to the resource's `callback_url` is sent again. */
            callback: boolean;
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            description: string | null;
            event_types: string[];
            enabled: boolean;
            /** @description Why it is disabled; null while enabled. */
            disabled_reason: string | null;
            /** @description Its first failed delivery since its last `2xx`; null while healthy. Failing for `WEBHOOK_ENDPOINT_DISABLE_HOURS` disables it. */
            failing_since: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreatedWebhookEndpoint: {
            id: string;
            url: string;
            description: string | null;
            event_types: string[];
            enabled: boolean;
            /** @description Why it is disabled; null while enabled. */
            disabled_reason: string | null;
            /** @description Its first failed delivery since its last `2xx`; null while healthy. Failing for `WEBHOOK_ENDPOINT_DISABLE_HOURS` disables it. */
            failing_since: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description `whsec_...`: shown this once; it signs the deliveries. */
            secret: string;
        };
        ChangedWebhookEndpoint: {
            id: string;
            url: string;
            description: string | null;
            event_types: string[];
            enabled: boolean;
            /** @description Why it is disabled; null while enabled. */
            disabled_reason: string | null;
            /** @description Its first failed delivery since its last `2xx`; null while healthy. Failing for `WEBHOOK_ENDPOINT_DISABLE_HOURS` disables it. */
            failing_since: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Events owed to it again by `replay_since`. */
            replayed: number;
        };
        /** @description An account as staff see it. */
        AdminUser: {
            /** Format: uuid */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            phone: string | null;
            /** @enum {string} */
            type: "merchant" | "staff";
            /** @enum {string} */
            account_type: "sandbox" | "prod";
            profile_completed: boolean;
            has_wallet: boolean;
            is_staff: boolean;
            /** @description false: the account can neither sign in nor use its tokens. */
            is_active: boolean;
            /** @description null until the address is verified. */
            email_verified_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The account's merchant profile; null until one is submitted. */
            merchant: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
        };
        /** @description Every merchant's transactions, newest first. */
        AdminTransactionPage: {
            results: components["schemas"]["AdminTransaction"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            next: string | null;
        };
        /** @description A transaction as staff see it: the merchant's view plus whose it is and how it was asked to be routed. */
        AdminTransaction: {
            reference: string;
            merchant_reference: string;
            /** @description Gross: what the customer pays. */
            amount: string;
            /** @description Set on `Success`. */
            fee: string | null;
            /** @description Credited to the wallet on `Success`. */
            net_amount: string | null;
            currency: string;
            service: string;
            customer_number: string;
            /** @description Null for a checkout's try whose checkout has none. */
            callback_url: string | null;
            provider_code_name: string | null;
            provider_reference: string | null;
            /** @enum {string} */
            transaction_status: "Pending" | "Processing" | "Success" | "Failed";
            /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/` lists each with its message in English and French). */
            failure_reason: string | null;
            /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
            provider_failure_code: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
            /** @description The sum of its refunds that are not `Failed` (in flight included). */
            refunded_amount: string;
            /** @description The hosted checkout this transaction is a try of; null for one the merchant created. */
            checkout_id: string | null;
            /** Format: uuid */
            merchant_id: string;
            merchant_name: string;
            /**
             * @description The account's type when the transaction was created: a `sandbox` one only goes to the sandbox provider.
             * @enum {string}
             */
            account_type: "sandbox" | "prod";
            /** @description `provider_code_name` as the merchant asked; null: routing chose. */
            requested_provider: string | null;
        };
        /** @description One transaction's whole story: history, provider attempts, webhooks, ledger and merchant notifications. */
        AdminTransactionDetail: {
            transaction: components["schemas"]["AdminTransaction"];
            merchant: {
                /** Format: uuid */
                id: string;
                name: string;
                email: string;
                /** Format: uuid */
                user_id: string;
            };
            /** @description Oldest first. */
            events: components["schemas"]["TransactionEvent"][];
            /** @description Oldest first. */
            provider_attempts: components["schemas"]["ProviderAttempt"][];
            /** @description Verified webhooks naming this reference, in arrival order. */
            provider_webhooks: components["schemas"]["RawCallback"][];
            /** @description Empty unless the transaction succeeded. */
            ledger_entries: components["schemas"]["LedgerEntry"][];
            /** @description Oldest first. */
            merchant_notifications: components["schemas"]["NotificationAttempt"][];
            /** @description Its refunds, oldest first (a late success's among them). */
            refunds: components["schemas"]["Refund"][];
            /** @description Null for a payment routed before decisions were recorded. */
            routing_decision: components["schemas"]["RoutingDecision"] | null;
            workflow: {
                /** @description The payment's Temporal workflow. */
                workflow_id: string;
                /** @description That workflow in the Temporal UI (`TEMPORAL_UI_URL`). */
                temporal_ui_url: string;
            };
            /** @description The checkout this transaction is a try of, with every try; `transaction_reference` names the one that counted. */
            checkout: components["schemas"]["Checkout"] | null;
        };
        /** @description Why the payment was routed as it was. */
        RoutingDecision: {
            /**
             * @description `sandbox`: a sandbox account; `requested`: the merchant named the provider; `pin`, `split`: a staff rule; `priority`: too few outcomes to learn from; `success_rate`: Thompson sampling over each provider's window.
             * @enum {string}
             */
            reason: "sandbox" | "requested" | "pin" | "split" | "priority" | "success_rate";
            rule_id: string | null;
            /** @description The providers in the order they would be tried. */
            route: string[];
            candidates: {
                provider: string;
                /** @description Outcomes in the provider's window. */
                outcomes: number;
                /** @description Those outcomes weighted by age (halved every ROUTING_HALF_LIFE_MINUTES). */
                samples: number;
                /** @description The successes among them, weighted alike. */
                successes: number;
                rate: number | null;
                /** @description The Thompson draw (success_rate only). */
                score: number | null;
                eliminated: boolean;
                circuit_open: boolean;
            }[];
            /** Format: date-time */
            decided_at: string;
        };
        /** @description Accounts, newest first. */
        AdminUserPage: {
            results: components["schemas"]["AdminUser"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            next: string | null;
        };
        /** @description Merchant profiles, newest first. */
        AdminMerchantPage: {
            results: components["schemas"]["AdminMerchant"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            next: string | null;
        };
        /** @description A merchant profile with its account. */
        AdminMerchant: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            phone: string;
            country: string;
            /** Format: date-time */
            created_at: string;
            /** @description The account that owns the profile. */
            user: {
                /** Format: uuid */
                id: string;
                email: string;
                /** @enum {string} */
                account_type: "sandbox" | "prod";
                is_active: boolean;
            };
        };
        /** @description Every provider, by priority then code name. */
        ProviderHealthList: {
            results: components["schemas"]["ProviderHealth"][];
        };
        /** @description A provider with its routing settings, circuit state and last hour's traffic. */
        ProviderHealth: {
            code_name: string;
            name: string;
            /** @enum {string} */
            protocol: "sealed" | "signed" | "pawapay" | "airtel" | "mpesa" | "orange";
            /** @description Routing tries lower values first. */
            priority: number;
            enabled: boolean;
            /** @description The in-process sandbox provider, which staff cannot change. */
            builtin: boolean;
            /** @description Service symbols it collects for. */
            services: string[];
            currencies: string[];
            /** @description Its protocol can tell its float: `GET /api/admin/providers/<code_name>/balance/`. */
            tells_float: boolean;
            /**
             * @description `staff`: priority and enabled were set in the console and survive a restart.
             * @enum {string}
             */
            managed_by: "file" | "staff";
            circuit: {
                /**
                 * @description `open` while `demoted_until` is ahead: routing tries the provider after the healthy ones.
                 * @enum {string}
                 */
                state: "open" | "closed";
                consecutive_failures: number;
                demoted_until: string | null;
                last_failure_at: string | null;
                last_success_at: string | null;
            };
            last_hour: {
                initiations: number;
                /** @description Initiations the provider accepted. */
                successes: number;
                /** @description Percentiles over every attempt, initiations and status queries; null without any. */
                latency_ms: {
                    p50: number | null;
                    p95: number | null;
                    p99: number | null;
                };
            };
        };
        ProviderFloat: {
            provider_code_name: string;
            results: {
                currency: string;
                /** @description The last float the provider told; null before any. */
                balance: string | null;
                checked_at: string | null;
                floor: string | null;
                below_floor: boolean;
                /** @description Why the provider could not tell it now (the last reading stays). */
                error: string | null;
            }[];
        };
        /** @description Staff actions, newest first. */
        AuditLogPage: {
            results: components["schemas"]["AuditEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            next: string | null;
        };
        /** @description One staff action, with what it changed. */
        AuditEntry: {
            id: string;
            /** @description The staff member who acted; null: the service itself, by policy (LATE_SUCCESS_POLICY). */
            actor: {
                /** Format: uuid */
                id: string;
                email: string;
            } | null;
            /** @enum {string} */
            action: "user.update" | "provider.update" | "transaction.resend_callback" | "transaction.resolve" | "reconciliation.run" | "reconciliation.accept" | "reconciliation.refund" | "reconciliation.hold" | "routing_rule.create" | "routing_rule.update" | "routing_rule.delete";
            /** @enum {string} */
            target_type: "user" | "provider" | "transaction" | "reconciliation_exception" | "routing_rule";
            /** @description A user id, a provider's code name or a transaction reference. */
            target_id: string;
            /** @description The changed fields as they were; null when the action changed none (a resend). */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The changed fields as set; for a resend, its `request_id`. */
            after: {
                [key: string]: unknown;
            } | null;
            /** @description Why, as staff wrote it (a resolution); null otherwise. */
            reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description Totals of the transactions created from `from` to `to`, over every merchant or one. */
        AdminReport: {
            /**
             * Format: date
             * @description First UTC day counted, inclusive.
             */
            from: string;
            /**
             * Format: date
             * @description Last UTC day counted, inclusive.
             */
            to: string;
            /** @enum {string} */
            group_by: "day" | "service" | "currency" | "status";
            /** @description By group, then currency; a group without transactions is absent. */
            results: components["schemas"]["ReportRow"][];
            /**
             * Format: uuid
             * @description Present when the report is of one merchant.
             */
            merchant_id?: string;
        };
        ReconciliationDay: {
            provider_code_name: string;
            day: string;
            /**
             * @description `final` once the provider's day has closed.
             * @enum {string}
             */
            status: "provisional" | "final";
            lines: number;
            matched: number;
            exceptions: number;
            /** Format: date-time */
            reconciled_at: string;
        };
        ReconciliationException: {
            id: string;
            provider_code_name: string;
            day: string;
            /** @enum {string} */
            operation: "collection" | "disbursement" | "refund";
            reference: string;
            /** @enum {string} */
            kind: "missing_here" | "missing_at_provider" | "status_differs" | "amount_differs" | "reference_differs" | "late_success";
            /** @description Our record's differing fields; null: we have no record. */
            ours: {
                [key: string]: string | null;
            } | null;
            /** @description The provider's statement line's differing fields; null: it has no line. */
            theirs: {
                [key: string]: string | null;
            } | null;
            /** @enum {string} */
            resolution: "open" | "explained" | "refunded" | "held";
            note: string | null;
            refund_reference: string | null;
            resolved_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        ReconciliationRun: {
            provider_code_name: string;
            day: string;
            /** @enum {string} */
            status: "provisional" | "final";
            lines: number;
            matched: number;
            exceptions: number;
            /** @description Exceptions this run recorded for the first time (0 on a rerun). */
            added: number;
            /** @description Refunds of late successes this run recorded. */
            late_success_refunds: string[];
        };
        /** @description What the learning router sees for one service and currency. */
        RoutingStanding: {
            service: string;
            currency: string;
            providers: {
                provider: string;
                priority: number;
                outcomes: number;
                samples: number;
                successes: number;
                rate: number | null;
                circuit_open: boolean;
                eliminated_until: string | null;
            }[];
        };
        /** @description Staff's rule; a pin is one allocation at weight 100. */
        RoutingRule: {
            /** Format: uuid */
            id: string;
            merchant_id: string | null;
            service: string | null;
            /** @enum {string} */
            kind: "pin" | "split";
            allocations: {
                provider: string;
                weight: number;
            }[];
            note: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "shop@example.com",
                 *       "password": "Kinshasa-river-2026",
                 *       "password2": "Kinshasa-river-2026"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    password2: string;
                    first_name?: string;
                    last_name?: string;
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Account created, awaiting e-mail verification. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "temp_key": "rB0qS8dXo2m1Vt7cYx4ZkLh9Pw3N6eJa",
                     *       "email": "shop@example.com",
                     *       "detail": "A verification code was sent by e-mail."
                     *     }
                     */
                    "application/json": {
                        temp_key: string;
                        email: string;
                        detail: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "shop@example.com",
                 *       "otp": "123456"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    otp: string;
                    temp_key?: string;
                };
            };
        };
        responses: {
            /** @description Verified; a session token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access": "k7Qd1xWm2Rz9.Zp3Yv8Lq0Ws5Tn6Ub4Xc2Ed7Fg1Hj9Kl0Mn3Bv5Cx8",
                     *       "token": "k7Qd1xWm2Rz9.Zp3Yv8Lq0Ws5Tn6Ub4Xc2Ed7Fg1Hj9Kl0Mn3Bv5Cx8",
                     *       "user": {
                     *         "id": "0b6f2f6e-8a43-4a4e-9a59-1f3f8a1c2d10",
                     *         "email": "shop@example.com",
                     *         "first_name": "",
                     *         "last_name": "",
                     *         "phone": null,
                     *         "type": "merchant",
                     *         "account_type": "sandbox",
                     *         "profile_completed": false,
                     *         "has_wallet": false,
                     *         "is_staff": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    resendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "shop@example.com"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "shop@example.com",
                 *       "password": "Kinshasa-river-2026",
                 *       "otp": "123456"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @description With two-factor sign-in on: a code of the authenticator app, or a recovery code. */
                    otp?: string;
                };
            };
        };
        responses: {
            /** @description A session token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access": "k7Qd1xWm2Rz9.Zp3Yv8Lq0Ws5Tn6Ub4Xc2Ed7Fg1Hj9Kl0Mn3Bv5Cx8",
                     *       "token": "k7Qd1xWm2Rz9.Zp3Yv8Lq0Ws5Tn6Ub4Xc2Ed7Fg1Hj9Kl0Mn3Bv5Cx8",
                     *       "user": {
                     *         "id": "0b6f2f6e-8a43-4a4e-9a59-1f3f8a1c2d10",
                     *         "email": "shop@example.com",
                     *         "first_name": "",
                     *         "last_name": "",
                     *         "phone": null,
                     *         "type": "merchant",
                     *         "account_type": "sandbox",
                     *         "profile_completed": false,
                     *         "has_wallet": false,
                     *         "is_staff": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_otp" | "invalid_password" | "otp_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6f2f6e-8a43-4a4e-9a59-1f3f8a1c2d10",
                     *       "email": "shop@example.com",
                     *       "first_name": "",
                     *       "last_name": "",
                     *       "phone": null,
                     *       "type": "merchant",
                     *       "account_type": "sandbox",
                     *       "profile_completed": false,
                     *       "has_wallet": false,
                     *       "is_staff": false,
                     *       "totp_enabled": false
                     *     }
                     */
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "+243812345678"
                 *     }
                 */
                "application/json": {
                    phone?: string | null;
                    first_name?: string;
                    last_name?: string;
                };
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["ApiToken"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Kinshasa-river-2026",
                 *       "scopes": [
                 *         "read",
                 *         "collections"
                 *       ],
                 *       "expires_in_days": 30
                 *     }
                 */
                "application/json": {
                    password: string;
                    /** @description What the token may do; all four when omitted. */
                    scopes?: components["schemas"]["ApiScope"][];
                    /** @description Lifetime in days; 90 when omitted. */
                    expires_in_days?: number;
                };
            };
        };
        responses: {
            /** @description The token, shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Shown this once. */
                        token: string;
                        token_key: string;
                        scopes: components["schemas"]["ApiScope"][];
                        /** Format: date-time */
                        expiry: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_otp" | "invalid_password" | "otp_required" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    beginTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Kinshasa-river-2026"
                 *     }
                 */
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The secret, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
                     *       "otpauth_url": "otpauth://totp/Payments:shop%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Payments&algorithm=SHA1&digits=6&period=30"
                     *     }
                     */
                    "application/json": {
                        /** @description Base32, for typing into an authenticator app. */
                        secret: string;
                        /** @description The same secret as an `otpauth://totp/...` URL, for a QR code. */
                        otpauth_url: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_otp" | "invalid_password" | "otp_required" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    confirmTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "otp": "123456"
                 *     }
                 */
                "application/json": {
                    otp?: string;
                };
            };
        };
        responses: {
            /** @description On; the recovery codes (stored as digests only). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "recovery_codes": [
                     *         "k3v9q-7xw2m",
                     *         "a8r4t-pz6ne"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Ten codes, each usable once in place of `otp`; shown this once. */
                        recovery_codes: string[];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_otp" | "invalid_password" | "otp_required" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token_key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "shop@example.com"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "shop@example.com",
                 *       "otp": "123456",
                 *       "password": "Kinshasa-river-2026",
                 *       "password2": "Kinshasa-river-2026"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    otp: string;
                    password: string;
                    password2: string;
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getMerchantProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantProfile"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    submitMerchantProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Boutique",
                 *       "email": "shop@example.com",
                 *       "phone": "+243812345678",
                 *       "country": "CD"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    country: string;
                };
            };
        };
        responses: {
            /** @description Created; `callback_secret` is shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d0b7c4e-2f55-4a8e-8f0e-3c8a4f2b9e61",
                     *       "name": "Boutique",
                     *       "email": "shop@example.com",
                     *       "phone": "+243812345678",
                     *       "country": "CD",
                     *       "created_at": "2026-01-15T09:30:00.000Z",
                     *       "callback_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        email: string;
                        phone: string;
                        country: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description Standard Webhooks signing secret, shown once. */
                        callback_secret: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "code": "CDF",
                     *           "name": "Congolese franc",
                     *           "decimals": 2
                     *         },
                     *         {
                     *           "code": "USD",
                     *           "name": "US dollar",
                     *           "decimals": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        results: {
                            code: string;
                            name: string;
                            decimals: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By symbol. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "symbol": "MPESA",
                     *           "name": "M-Pesa"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        results: {
                            symbol: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listFailureReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One per reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "reason": "insufficient_funds",
                     *           "retryable": true,
                     *           "message_en": "The customer does not have enough money in their account.",
                     *           "message_fr": "Le client n'a pas assez d'argent sur son compte."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FailureReasonList"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listWalletBalances: {
        parameters: {
            query?: {
                /** @description `live` or `sandbox` money; default: the account's own (a promoted account sees its live wallets, which start at zero). */
                mode?: "live" | "sandbox";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One per currency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "currency": "CDF",
                     *           "available": "1376.50",
                     *           "pending": "101.00",
                     *           "balance": "1477.50"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WalletList"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getSettlementReport: {
        parameters: {
            query: {
                date: string;
                currency: string;
                /** @description `live` or `sandbox` money; default: the account's own (a promoted account sees its live wallets, which start at zero). */
                mode?: "live" | "sandbox";
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day (CSV with `format=csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementReport"];
                    "text/csv": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listBalanceAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One per currency with an alert. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceAlerts"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    setBalanceAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "CDF": "100000.00",
                 *       "USD": null
                 *     }
                 */
                "application/json": components["schemas"]["BalanceAlertsInput"];
            };
        };
        responses: {
            /** @description The alerts now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceAlerts"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getWalletStatement: {
        parameters: {
            query?: {
                currency?: string;
                created_after?: string;
                created_before?: string;
                /** @description `live` or `sandbox` money; default: the account's own (a promoted account sees its live wallets, which start at zero). */
                mode?: "live" | "sandbox";
                format?: "json" | "csv";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of lines (JSON), or every line matching the filters (CSV, header first). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "42",
                     *           "created_at": "2026-01-15T09:30:00.123456Z",
                     *           "currency": "CDF",
                     *           "kind": "payout_hold",
                     *           "reference": "POMHX2K1A0B1C2D3E4",
                     *           "account": "available",
                     *           "amount": "-101.00",
                     *           "balance": "1477.50",
                     *           "available": "1376.50"
                     *         }
                     *       ],
                     *       "next": null
                     *     }
                     */
                    "application/json": {
                        results: components["schemas"]["StatementLine"][];
                        /** @description Cursor of the next (older) page, null on the last. */
                        next: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    rotateCallbackSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret, shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Standard Webhooks signing secret, shown once. */
                        callback_secret: string;
                        /** Format: date-time */
                        previous_secret_expires_at: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getMoneyOutControls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The controls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ip_allowlist": [
                     *         "203.0.113.0/24",
                     *         "198.51.100.7/32"
                     *       ],
                     *       "daily_limits": {
                     *         "CDF": "5000000.00",
                     *         "USD": "2000.00"
                     *       },
                     *       "approval_above": {
                     *         "CDF": "1000000.00"
                     *       },
                     *       "updated_at": "2026-01-15T09:31:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MoneyOutControls"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    putMoneyOutControls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ip_allowlist": [
                 *         "203.0.113.0/24",
                 *         "198.51.100.7/32"
                 *       ],
                 *       "daily_limits": {
                 *         "CDF": "5000000.00",
                 *         "USD": "2000.00"
                 *       },
                 *       "approval_above": {
                 *         "CDF": "1000000.00"
                 *       },
                 *       "password": "correct horse battery staple",
                 *       "otp": "492039"
                 *     }
                 */
                "application/json": {
                    /** @description CIDRs (`203.0.113.0/24`, `2001:db8::/48`) or single addresses money out may be asked from; empty: any address. */
                    ip_allowlist: string[];
                    /** @description Per currency, the most the day's payouts (UTC, `amount`s of those not `Failed`, fees not counted) may add up to; a currency absent: no limit. */
                    daily_limits: {
                        [key: string]: string;
                    };
                    /** @description Per currency, the amount above which a payout waits for approval (password and code); a currency absent: no approval. Needs two-factor sign-in. */
                    approval_above: {
                        [key: string]: string;
                    };
                    /** @description The account's password (missing or wrong: `401 invalid_password`). */
                    password?: string;
                    /** @description With two-factor sign-in on: a code of the authenticator app, or a recovery code. */
                    otp?: string;
                };
            };
        };
        responses: {
            /** @description The controls now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyOutControls"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_otp" | "invalid_password" | "otp_required" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listMoneyOutControlChanges: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "42",
                     *           "created_at": "2026-01-15T09:31:00.000Z",
                     *           "actor_email": "shop@example.com",
                     *           "source_address": "203.0.113.10",
                     *           "before": {
                     *             "ip_allowlist": [],
                     *             "daily_limits": {},
                     *             "approval_above": {}
                     *           },
                     *           "after": {
                     *             "ip_allowlist": [
                     *               "203.0.113.0/24",
                     *               "198.51.100.7/32"
                     *             ],
                     *             "daily_limits": {
                     *               "CDF": "5000000.00",
                     *               "USD": "2000.00"
                     *             },
                     *             "approval_above": {
                     *               "CDF": "1000000.00"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "next": null
                     *     }
                     */
                    "application/json": {
                        results: components["schemas"]["MoneyOutControlChange"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetMoneyOutControls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The controls, and whose they are. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMoneyOutControls"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListMoneyOutControlChanges: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "42",
                     *           "created_at": "2026-01-15T09:31:00.000Z",
                     *           "actor_email": "shop@example.com",
                     *           "source_address": "203.0.113.10",
                     *           "before": {
                     *             "ip_allowlist": [],
                     *             "daily_limits": {},
                     *             "approval_above": {}
                     *           },
                     *           "after": {
                     *             "ip_allowlist": [
                     *               "203.0.113.0/24",
                     *               "198.51.100.7/32"
                     *             ],
                     *             "daily_limits": {
                     *               "CDF": "5000000.00",
                     *               "USD": "2000.00"
                     *             },
                     *             "approval_above": {
                     *               "CDF": "1000000.00"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "next": null
                     *     }
                     */
                    "application/json": {
                        results: components["schemas"]["MoneyOutControlChange"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                status?: "Pending" | "Processing" | "Success" | "Failed";
                created_after?: string;
                created_before?: string;
                service?: string;
                currency?: string;
                merchant_reference?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Transaction"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    createTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchant_reference": "order-1",
                 *       "amount": "1500.00",
                 *       "currency": "CDF",
                 *       "service": "MPESA",
                 *       "customer_number": "+243812345600",
                 *       "callback_url": "https://shop.example.com/callback"
                 *     }
                 */
                "application/json": {
                    merchant_reference: string;
                    amount: string;
                    currency: string;
                    /** @description Optional when the number tells it (its prefix: see POST /api/payments/predict-provider/). */
                    service?: string;
                    customer_number: string;
                    callback_url: string;
                    provider_code_name?: string;
                };
            };
        };
        responses: {
            /** @description A provider accepted it: `Processing`. Or `Pending`, as it stands, when the service itself did not learn the provider's answer within `CREATION_DEADLINE_MS` (its engine busy or restarting): not the provider's doing, the transaction proceeds and its outcome follows by callback or GET. `502 provider_error` is a provider's refusal or unknown answer only. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reference": "TXMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "order-1",
                     *       "amount": "1500.00",
                     *       "currency": "CDF",
                     *       "service": "MPESA",
                     *       "customer_number": "+243812345600",
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "fee": null,
                     *       "net_amount": null,
                     *       "provider_code_name": "sandbox",
                     *       "provider_reference": "pb_sbx_4mQ0cV1rT8zN",
                     *       "transaction_status": "Processing",
                     *       "failure_reason": null,
                     *       "provider_failure_code": null,
                     *       "created_at": "2026-01-15T09:31:00.000Z",
                     *       "updated_at": "2026-01-15T09:31:00.412Z",
                     *       "completed_at": null,
                     *       "refunded_amount": "0.00",
                     *       "checkout_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "unknown_provider" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The provider refused the payment or its answer is unknown; `details.reference` names the transaction. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "provider_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    exportTransactions: {
        parameters: {
            query?: {
                status?: "Pending" | "Processing" | "Success" | "Failed";
                created_after?: string;
                created_before?: string;
                service?: string;
                currency?: string;
                merchant_reference?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, header first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getTransactionReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                group_by?: "day" | "service" | "currency" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reference": "TXMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "order-1",
                     *       "amount": "1500.00",
                     *       "currency": "CDF",
                     *       "service": "MPESA",
                     *       "customer_number": "+243812345600",
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "fee": null,
                     *       "net_amount": null,
                     *       "provider_code_name": "sandbox",
                     *       "provider_reference": "pb_sbx_4mQ0cV1rT8zN",
                     *       "transaction_status": "Processing",
                     *       "failure_reason": null,
                     *       "provider_failure_code": null,
                     *       "created_at": "2026-01-15T09:31:00.000Z",
                     *       "updated_at": "2026-01-15T09:31:00.412Z",
                     *       "completed_at": null,
                     *       "refunded_amount": "0.00",
                     *       "checkout_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listMerchantNotificationAttempts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts, a page at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            webhook_id: string;
                            /** @enum {string} */
                            trigger: "final_state" | "resend";
                            attempt: number;
                            status_code: number | null;
                            latency_ms: number;
                            error: string | null;
                            /** Format: date-time */
                            attempted_at: string;
                        }[];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    resendMerchantNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_id: string;
                        reference: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    predictProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone_number": "+243 81 234 5678"
                 *     }
                 */
                "application/json": components["schemas"]["PredictProviderInput"];
            };
        };
        responses: {
            /** @description The number, read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "phone_number": "+243812345678",
                     *       "country": "CD",
                     *       "service": "MPESA"
                     *     }
                     */
                    "application/json": components["schemas"]["PredictedProvider"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getActiveConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveConfiguration"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The availability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The availability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAvailability"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                status?: "Pending" | "Processing" | "Success" | "Failed";
                /** @description `awaiting_approval`: the payouts waiting for you. */
                approval_status?: "not_required" | "awaiting_approval" | "approved";
                currency?: string;
                merchant_reference?: string;
                created_after?: string;
                created_before?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Payout"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    createPayout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchant_reference": "salary-2026-01-42",
                 *       "amount": "2500.00",
                 *       "currency": "CDF",
                 *       "recipient_number": "+243812345678",
                 *       "callback_url": "https://shop.example.com/payouts"
                 *     }
                 */
                "application/json": {
                    merchant_reference: string;
                    amount: string;
                    currency: string;
                    callback_url: string;
                    provider_code_name?: string;
                    recipient_number: string;
                    /** @description Optional when the recipient's number tells it. */
                    service?: string;
                    /** @description Who should hold the number. When the network tells the holder (see `recipient-lookup`) and the names differ (case, accents, spacing and word order aside), or says the number is not registered, the payout is refused `409 recipient_name_mismatch` before any money is held; when no provider can tell, it proceeds with `recipient_name_checked: false`. */
                    expected_recipient_name?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reference": "POMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "salary-2026-01-42",
                     *       "amount": "2500.00",
                     *       "currency": "CDF",
                     *       "recipient_number": "+243812345678",
                     *       "callback_url": "https://shop.example.com/payouts",
                     *       "expected_recipient_name": null,
                     *       "recipient_name_checked": false,
                     *       "fee": "200.00",
                     *       "service": "MPESA",
                     *       "provider_code_name": "alpha",
                     *       "provider_reference": "DA5F3C2E1B0A99",
                     *       "payout_status": "Processing",
                     *       "failure_reason": null,
                     *       "provider_failure_code": null,
                     *       "approval_status": "not_required",
                     *       "created_at": "2026-01-15T09:31:00.000Z",
                     *       "updated_at": "2026-01-15T09:31:00.412Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_balance" | "limit_exceeded" | "request_error" | "unknown_provider" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "address_not_allowed" | "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "recipient_name_mismatch";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The provider refused the payment or its answer is unknown; `details.reference` names the transaction. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "provider_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    lookUpRecipient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recipient_number": "+243971234567",
                 *       "service": "AIRTEL"
                 *     }
                 */
                "application/json": {
                    recipient_number: string;
                    /** @description Optional when the number tells it. */
                    service?: string;
                };
            };
        };
        responses: {
            /** @description The holder's name as the network gives it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "recipient_number": "+243971234567",
                     *       "service": "AIRTEL",
                     *       "name": "Mukendi Jean-Pierre"
                     *     }
                     */
                    "application/json": components["schemas"]["Recipient"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "recipient_not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Verified, but the payload does not follow the provider protocol: stored as malformed; or no provider can tell who holds a number now (`lookup_unavailable`); or the provider's protocol cannot tell its float (`balance_unavailable`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "lookup_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    createPayoutsInBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payouts": [
                 *         {
                 *           "merchant_reference": "salary-2026-01-42",
                 *           "amount": "2500.00",
                 *           "currency": "CDF",
                 *           "recipient_number": "+243812345678",
                 *           "callback_url": "https://shop.example.com/payouts"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    payouts: unknown[];
                };
            };
        };
        responses: {
            /** @description One result per item, in order: the payout, or the error that refused the item. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "payout": {
                     *             "reference": "POMD2K4ZQ81A3F9C2E7B",
                     *             "merchant_reference": "salary-2026-01-42",
                     *             "amount": "2500.00",
                     *             "currency": "CDF",
                     *             "recipient_number": "+243812345678",
                     *             "callback_url": "https://shop.example.com/payouts",
                     *             "expected_recipient_name": null,
                     *             "recipient_name_checked": false,
                     *             "fee": "200.00",
                     *             "service": "MPESA",
                     *             "provider_code_name": "alpha",
                     *             "provider_reference": "DA5F3C2E1B0A99",
                     *             "payout_status": "Processing",
                     *             "failure_reason": null,
                     *             "provider_failure_code": null,
                     *             "approval_status": "not_required",
                     *             "created_at": "2026-01-15T09:31:00.000Z",
                     *             "updated_at": "2026-01-15T09:31:00.412Z"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        results: ({
                            index: number;
                            payout: components["schemas"]["Payout"];
                        } | {
                            index: number;
                            error: {
                                code: string;
                                message: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                            };
                        })[];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "address_not_allowed" | "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reference": "POMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "salary-2026-01-42",
                     *       "amount": "2500.00",
                     *       "currency": "CDF",
                     *       "recipient_number": "+243812345678",
                     *       "callback_url": "https://shop.example.com/payouts",
                     *       "expected_recipient_name": null,
                     *       "recipient_name_checked": false,
                     *       "fee": "200.00",
                     *       "service": "MPESA",
                     *       "provider_code_name": "alpha",
                     *       "provider_reference": "DA5F3C2E1B0A99",
                     *       "payout_status": "Processing",
                     *       "failure_reason": null,
                     *       "provider_failure_code": null,
                     *       "approval_status": "not_required",
                     *       "created_at": "2026-01-15T09:31:00.000Z",
                     *       "updated_at": "2026-01-15T09:31:00.412Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    approvePayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "correct horse battery staple",
                 *       "otp": "492039"
                 *     }
                 */
                "application/json": {
                    /** @description The account's password. */
                    password?: string;
                    /** @description A code of the authenticator app, or a recovery code. */
                    otp?: string;
                };
            };
        };
        responses: {
            /** @description Approved, now or before. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_otp" | "invalid_password" | "otp_required" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    cancelPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled, now or by an earlier cancel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "address_not_allowed" | "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listPayoutNotificationAttempts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts, a page at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            webhook_id: string;
                            /** @enum {string} */
                            trigger: "final_state" | "resend";
                            attempt: number;
                            status_code: number | null;
                            latency_ms: number;
                            error: string | null;
                            /** Format: date-time */
                            attempted_at: string;
                        }[];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    resendPayoutNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_id: string;
                        reference: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListPayouts: {
        parameters: {
            query?: {
                reference?: string;
                merchant_reference?: string;
                merchant_id?: string;
                status?: "Pending" | "Processing" | "Success" | "Failed";
                approval_status?: "not_required" | "awaiting_approval" | "approved";
                provider?: string;
                currency?: string;
                created_after?: string;
                created_before?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["AdminPayout"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayoutDetail"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    refundTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchant_reference": "refund-order-1",
                 *       "amount": "500.00"
                 *     }
                 */
                "application/json": {
                    merchant_reference: string;
                    /** @description Default: what is left to refund. */
                    amount?: string;
                    /** @description Default: the transaction's. */
                    callback_url?: string;
                    /** @description Why the money goes back, for the merchant's records; shown to staff and in the notification. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reference": "RFMD2K4ZQ81A3F9C2E7B",
                     *       "transaction_reference": "TXMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "refund-order-1",
                     *       "amount": "500.00",
                     *       "currency": "CDF",
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "provider_reference": "RA5F3C2E1B0A99",
                     *       "method": "reversal",
                     *       "refund_status": "Processing",
                     *       "failure_reason": null,
                     *       "provider_failure_code": null,
                     *       "created_at": "2026-01-15T10:31:00.000Z",
                     *       "updated_at": "2026-01-15T10:31:00.412Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_balance" | "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "address_not_allowed" | "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The provider refused the payment or its answer is unknown; `details.reference` names the transaction. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "provider_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listRefunds: {
        parameters: {
            query?: {
                status?: "Pending" | "Processing" | "Success" | "Failed";
                transaction_reference?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Refund"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reference": "RFMD2K4ZQ81A3F9C2E7B",
                     *       "transaction_reference": "TXMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "refund-order-1",
                     *       "amount": "500.00",
                     *       "currency": "CDF",
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "provider_reference": "RA5F3C2E1B0A99",
                     *       "method": "reversal",
                     *       "refund_status": "Processing",
                     *       "failure_reason": null,
                     *       "provider_failure_code": null,
                     *       "created_at": "2026-01-15T10:31:00.000Z",
                     *       "updated_at": "2026-01-15T10:31:00.412Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listCheckouts: {
        parameters: {
            query?: {
                status?: "open" | "paid" | "expired" | "cancelled";
                payment_link_id?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Checkout"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    createCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchant_reference": "order-17",
                 *       "amount": "2500.00",
                 *       "currency": "CDF",
                 *       "description": "Pagne wax, 6 yards",
                 *       "return_url": "https://shop.example.com/merci",
                 *       "callback_url": "https://shop.example.com/callback"
                 *     }
                 */
                "application/json": {
                    /** @description Unique among the merchant's checkouts. */
                    merchant_reference: string;
                    amount: string;
                    currency: string;
                    /** @description Shown to the customer on the page. */
                    description?: string;
                    /** @description Where the page sends the customer back, with `checkout_id` and `status` in its query string. */
                    return_url?: string;
                    /** @description The customer's number, to fill in on the page (any common form; kept in E.164). */
                    customer_number?: string;
                    /** @description Default 30. */
                    expires_in_minutes?: number;
                    /** @description Receives the checkout's notification and each try's. Absent: nobody is notified. */
                    callback_url?: string;
                };
            };
        };
        responses: {
            /** @description Created, `open`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "COMD2K4ZQ81A3F9C2E7B",
                     *       "checkout_url": "https://pay.example.com/pay/COMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "order-17",
                     *       "amount": "2500.00",
                     *       "currency": "CDF",
                     *       "description": "Pagne wax, 6 yards",
                     *       "return_url": "https://shop.example.com/merci",
                     *       "customer_number": null,
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "checkout_status": "open",
                     *       "expires_at": "2026-01-15T11:00:00.000Z",
                     *       "expires_in_minutes": 30,
                     *       "transaction_reference": null,
                     *       "transactions": [],
                     *       "tries": [],
                     *       "payment_link_id": null,
                     *       "created_at": "2026-01-15T10:30:00.000Z",
                     *       "updated_at": "2026-01-15T10:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "COMD2K4ZQ81A3F9C2E7B",
                     *       "checkout_url": "https://pay.example.com/pay/COMD2K4ZQ81A3F9C2E7B",
                     *       "merchant_reference": "order-17",
                     *       "amount": "2500.00",
                     *       "currency": "CDF",
                     *       "description": "Pagne wax, 6 yards",
                     *       "return_url": "https://shop.example.com/merci",
                     *       "customer_number": null,
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "checkout_status": "open",
                     *       "expires_at": "2026-01-15T11:00:00.000Z",
                     *       "expires_in_minutes": 30,
                     *       "transaction_reference": null,
                     *       "transactions": [],
                     *       "tries": [],
                     *       "payment_link_id": null,
                     *       "created_at": "2026-01-15T10:30:00.000Z",
                     *       "updated_at": "2026-01-15T10:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    cancelCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["PaymentLink"][];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Market stall",
                 *       "currency": "CDF",
                 *       "callback_url": "https://shop.example.com/callback"
                 *     }
                 */
                "application/json": {
                    name: string;
                    currency: string;
                    /** @description Absent: the customer types it. */
                    amount?: string;
                    description?: string;
                    /** @description Receives the notifications of the checkouts the link opens. Absent: nobody is notified. */
                    callback_url?: string;
                };
            };
        };
        responses: {
            /** @description Created, active. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "PLMD2K4ZQ81A3F9C2E7B",
                     *       "url": "https://pay.example.com/l/PLMD2K4ZQ81A3F9C2E7B",
                     *       "qr_url": "https://pay.example.com/l/PLMD2K4ZQ81A3F9C2E7B/qr.svg",
                     *       "name": "Market stall",
                     *       "currency": "CDF",
                     *       "amount": null,
                     *       "description": "Fruit and vegetables",
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "active": true,
                     *       "checkouts": 0,
                     *       "paid": 0,
                     *       "paid_amount": "0.00",
                     *       "created_at": "2026-01-15T10:30:00.000Z",
                     *       "updated_at": "2026-01-15T10:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "PLMD2K4ZQ81A3F9C2E7B",
                     *       "url": "https://pay.example.com/l/PLMD2K4ZQ81A3F9C2E7B",
                     *       "qr_url": "https://pay.example.com/l/PLMD2K4ZQ81A3F9C2E7B/qr.svg",
                     *       "name": "Market stall",
                     *       "currency": "CDF",
                     *       "amount": null,
                     *       "description": "Fruit and vegetables",
                     *       "callback_url": "https://shop.example.com/callback",
                     *       "active": true,
                     *       "checkouts": 0,
                     *       "paid": 0,
                     *       "paid_amount": "0.00",
                     *       "created_at": "2026-01-15T10:30:00.000Z",
                     *       "updated_at": "2026-01-15T10:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    updatePaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": {
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    checkoutPage: {
        parameters: {
            query?: {
                lang?: "fr" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, usable without its script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description No such checkout. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    checkoutPageStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutPageStatus"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    startCheckoutTry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_number": "0812345678"
                 *     }
                 */
                "application/json": {
                    /** @description The payer's number in any common form (`0812345678`, `+243 81 234 5678`). */
                    customer_number: string;
                    /** @description Optional: guessed from the number's prefix. */
                    service?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The payer's number in any common form (`0812345678`, `+243 81 234 5678`). */
                    customer_number: string;
                    /** @description Optional: guessed from the number's prefix. */
                    service?: string;
                };
            };
        };
        responses: {
            /** @description Started; follow it at `/pay/<id>/status`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        current_try: components["schemas"]["CheckoutCurrentTry"];
                    };
                };
            };
            /** @description See Other: the page to go to next (`Location`). */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`details` names the field); a form post from a browser: the page, the problem at the number. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not open, or a try in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many tries: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The provider refused the payment or its answer is unknown; `details.reference` names the transaction. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "provider_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    giveUpCheckoutTry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Given up: the page follows no try until the next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutTryGivenUp"];
                };
            };
            /** @description See Other: the page to go to next (`Location`). */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    paymentLinkCard: {
        parameters: {
            query?: {
                lang?: "fr" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, for printing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description No such link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The link is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    paymentLinkPage: {
        parameters: {
            query?: {
                lang?: "fr" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amount form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description See Other: the page to go to next (`Location`). */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description No such link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The link is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    openPaymentLinkCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount: string;
                };
            };
        };
        responses: {
            /** @description See Other: the page to go to next (`Location`). */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The amount form, with the problem at the amount. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description No such link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The link is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many checkouts opened from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    paymentLinkQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description No such link (a page for a browser). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The link is turned off (a page for a browser). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                type?: string;
                created_after?: string;
                created_before?: string;
                /** @description `false`: some delivery of the event (to a subscribed endpoint, or to the resource's `callback_url` for a final state) has not had a 2xx yet; `true`: every one has (an event with none is `true`). */
                delivery_success?: "true" | "false";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["Event"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "evt_4812",
                     *       "type": "transaction.succeeded",
                     *       "created_at": "2026-01-15T09:31:04.118Z",
                     *       "resource": {
                     *         "type": "transaction",
                     *         "reference": "TXMD2K4ZQ81A3F9C2E7B"
                     *       },
                     *       "data": {
                     *         "reference": "TXMD2K4ZQ81A3F9C2E7B",
                     *         "merchant_reference": "order-1",
                     *         "amount": "1500.00",
                     *         "fee": "500.00",
                     *         "net_amount": "1000.00",
                     *         "currency": "CDF",
                     *         "transaction_status": "Success"
                     *       },
                     *       "delivery_success": true,
                     *       "deliveries": []
                     *     }
                     */
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRedelivery"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://shop.example.com/webhooks",
                 *       "event_types": [
                 *         "transaction.succeeded",
                 *         "transaction.failed"
                 *       ],
                 *       "description": "order service"
                 *     }
                 */
                "application/json": {
                    /** @description `https` to a public address (`http` and private addresses only with `CALLBACK_ALLOW_PRIVATE`). */
                    url: string;
                    /** @description The event types it receives, or `["*"]` for every one (types added later included). */
                    event_types: ("*" | "transaction.processing" | "transaction.succeeded" | "transaction.failed" | "payout.processing" | "payout.succeeded" | "payout.failed" | "refund.processing" | "refund.succeeded" | "refund.failed" | "checkout.paid" | "checkout.expired")[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b1f0c36-8d7e-4f0a-9a55-0c2f1d3e4b5a",
                     *       "url": "https://shop.example.com/webhooks",
                     *       "description": "order service",
                     *       "event_types": [
                     *         "transaction.succeeded",
                     *         "transaction.failed"
                     *       ],
                     *       "enabled": true,
                     *       "disabled_reason": null,
                     *       "created_at": "2026-01-15T09:00:00.000Z",
                     *       "updated_at": "2026-01-15T09:00:00.000Z",
                     *       "secret": "whsec_..."
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    changeWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true,
                 *       "replay_since": "2026-01-14T18:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @description `https` to a public address (`http` and private addresses only with `CALLBACK_ALLOW_PRIVATE`). */
                    url?: string;
                    /** @description The event types it receives, or `["*"]` for every one (types added later included). */
                    event_types?: ("*" | "transaction.processing" | "transaction.succeeded" | "transaction.failed" | "payout.processing" | "payout.succeeded" | "payout.failed" | "refund.processing" | "refund.succeeded" | "refund.failed" | "checkout.paid" | "checkout.expired")[];
                    description?: string | null;
                    enabled?: boolean;
                    /**
                     * Format: date-time
                     * @description With `"enabled": true`: the endpoint receives again, oldest first, every kept event of its types since then (at most 30 days back).
                     */
                    replay_since?: string;
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b1f0c36-8d7e-4f0a-9a55-0c2f1d3e4b5a",
                     *       "url": "https://shop.example.com/webhooks",
                     *       "description": "order service",
                     *       "event_types": [
                     *         "transaction.succeeded",
                     *         "transaction.failed"
                     *       ],
                     *       "enabled": true,
                     *       "disabled_reason": null,
                     *       "created_at": "2026-01-15T09:00:00.000Z",
                     *       "updated_at": "2026-01-15T09:00:00.000Z",
                     *       "replayed": 12
                     *     }
                     */
                    "application/json": components["schemas"]["ChangedWebhookEndpoint"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The new `whsec_...`, shown this once; the previous one keeps signing beside it for 24 h. */
                        secret: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListProviderWebhooks: {
        parameters: {
            query?: {
                cursor?: number;
                limit?: number;
                provider?: string;
                reference?: string;
                processing_status?: "received" | "applied" | "duplicate" | "contrary_after_terminal" | "mismatch" | "unknown_reference" | "informational" | "status_query";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["RawCallback"][];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListWebhookFailures: {
        parameters: {
            query?: {
                cursor?: number;
                limit?: number;
                provider?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            provider_code_name: string;
                            source_address: string | null;
                            reason: string;
                            body_sha256: string;
                            body_size: number;
                            /** Format: date-time */
                            received_at: string;
                        }[];
                        /** @description Pass as `cursor` for the next page; null on the last. */
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffResolveTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transaction_status": "Failed",
                 *       "reason": "Provider confirmed by phone: never charged."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    transaction_status: "Success" | "Failed";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The resolved transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account_type": "prod"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    account_type?: "sandbox" | "prod";
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description The user, as staff see it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetProviderWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RawCallback"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListTransactions: {
        parameters: {
            query?: {
                reference?: string;
                merchant_reference?: string;
                merchant_id?: string;
                customer_number?: string;
                status?: "Pending" | "Processing" | "Success" | "Failed";
                provider?: string;
                service?: string;
                currency?: string;
                created_after?: string;
                created_before?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTransactionPage"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTransactionDetail"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffResendMerchantNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`. */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_id: string;
                        reference: string;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_state_transition";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListUsers: {
        parameters: {
            query?: {
                search?: string;
                type?: "merchant" | "staff";
                account_type?: "sandbox" | "prod";
                is_active?: "true" | "false";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserPage"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListMerchants: {
        parameters: {
            query?: {
                search?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMerchantPage"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderHealthList"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffUpdateProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": {
                    priority?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderHealth"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetProviderFloat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The float in each currency the provider serves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderFloat"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Verified, but the payload does not follow the provider protocol: stored as malformed; or no provider can tell who holds a number now (`lookup_unavailable`); or the provider's protocol cannot tell its float (`balance_unavailable`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "balance_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed attempts: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffSetProviderFloatFloors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codeName: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "CDF": "5000000.00",
                 *       "USD": null
                 *     }
                 */
                "application/json": components["schemas"]["FloatFloorsInput"];
            };
        };
        responses: {
            /** @description The floats last told, with their floors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderFloat"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Verified, but the payload does not follow the provider protocol: stored as malformed; or no provider can tell who holds a number now (`lookup_unavailable`); or the provider's protocol cannot tell its float (`balance_unavailable`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "balance_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListAuditLog: {
        parameters: {
            query?: {
                actor_id?: string;
                action?: string;
                target_type?: "user" | "provider" | "transaction" | "reconciliation_exception" | "routing_rule";
                target_id?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPage"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetTransactionReport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                group_by?: "day" | "service" | "currency" | "status";
                merchant_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReport"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListReconciliationDays: {
        parameters: {
            query?: {
                provider?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["ReconciliationDay"][];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListReconciliationExceptions: {
        parameters: {
            query?: {
                provider?: string;
                day?: string;
                kind?: "missing_here" | "missing_at_provider" | "status_differs" | "amount_differs" | "reference_differs" | "late_success";
                resolution?: "open" | "explained" | "refunded" | "held";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["ReconciliationException"][];
                        next: string | null;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffRunReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider_code_name": "alpha",
                 *       "date": "2026-01-15"
                 *     }
                 */
                "application/json": {
                    provider_code_name: string;
                    /** Format: date */
                    date: string;
                };
            };
        };
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationRun"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffSettleReconciliationExceptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "12",
                 *         "13"
                 *       ],
                 *       "action": "accept",
                 *       "note": "provider's clock, confirmed by phone"
                 *     }
                 */
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    action: "accept" | "refund";
                    note: string;
                };
            };
        };
        responses: {
            /** @description The exceptions settled (those still open among the ids). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settled: string[];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffGetRoutingStanding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        strategy: "success_rate" | "priority";
                        results: components["schemas"]["RoutingStanding"][];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffListRoutingRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["RoutingRule"][];
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffCreateRoutingRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "service": "MPESA",
                 *       "kind": "split",
                 *       "allocations": [
                 *         {
                 *           "provider": "alpha",
                 *           "weight": 70
                 *         },
                 *         {
                 *           "provider": "beta",
                 *           "weight": 30
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoutingRuleInput"];
            };
        };
        responses: {
            /** @description The rule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingRule"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffReplaceRoutingRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "service": "MPESA",
                 *       "kind": "split",
                 *       "allocations": [
                 *         {
                 *           "provider": "alpha",
                 *           "weight": 70
                 *         },
                 *         {
                 *           "provider": "beta",
                 *           "weight": 30
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoutingRuleInput"];
            };
        };
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingRule"];
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    staffDeleteRoutingRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope" | "request_error" | "two_factor_enrolment_required";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    receiveProviderWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's `code_name`. */
                code_name: string;
            };
            cookie?: never;
        };
        /** @description The provider protocol's webhook body. */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Verified and stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** Format: uuid */
                        id: string;
                        duplicate: boolean;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "webhook_verification_failed";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Request body larger than `BODY_LIMIT_KB`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Verified, but the payload does not follow the provider protocol: stored as malformed; or no provider can tell who holds a number now (`lookup_unavailable`); or the provider's protocol cannot tell its float (`balance_unavailable`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Not found (another merchant's resource is not found either). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        checks: {
                            database: boolean;
                            temporal: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A backing service does not answer; `checks` says which. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        checks: {
                            database: boolean;
                            temporal: boolean;
                        };
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getApiReferencePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getApiReferenceRenderer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JavaScript. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Invalid input: `details` names each bad field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A compressed (Content-Encoding) or non-JSON body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    sandboxInitiatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    external_id: string;
                    /** @description Minor units. */
                    amount: number;
                    currency: string;
                    payer: {
                        phone: string;
                    };
                    /** @enum {string} */
                    operator: "mpesa" | "orange" | "airtel" | "africell";
                    /** Format: uri */
                    callback_url: string;
                };
            };
        };
        responses: {
            /** @description Accepted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        external_id: string;
                        /** @constant */
                        state: "pending";
                    };
                };
            };
            /** @description Refused by the service's input guards (a malformed path or body, or unstorable text), in its envelope. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Bad request signature. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message?: string;
                        };
                    };
                };
            };
            /** @description This external_id was already used. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message?: string;
                        };
                        payment_id: string;
                    };
                };
            };
            /** @description Invalid request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message?: string;
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    sandboxGetPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment as the provider sees it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        external_id: string;
                        /** @enum {string} */
                        state: "pending" | "succeeded" | "failed";
                        amount: number;
                        currency: string;
                        payer: {
                            phone: string;
                        };
                        failure_code: string | null;
                    };
                };
            };
            /** @description Refused by the service's input guards (a malformed path or body, or unstorable text), in its envelope. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_error" | "validation_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Bad request signature. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message?: string;
                        };
                    };
                };
            };
            /** @description Unknown external_id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message?: string;
                        };
                    };
                };
            };
            /** @description Unexpected failure; `details.request_id` matches the log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            /** @description For `validation_error`: one message per bad field (`non_field_errors` for the body). */
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    merchantNotification: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<reference>_<status>`: the same on every retry and resend. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`, space-separated, one per active secret (two during a rotation). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "TXMD2K4ZQ81A3F9C2E7B",
                 *       "merchant_reference": "order-1",
                 *       "transaction_status": "Success",
                 *       "amount": "1500.00",
                 *       "currency": "CDF",
                 *       "customer_number": "+243812345600",
                 *       "provider_reference": "pb_sbx_4mQ0cV1rT8zN"
                 *     }
                 */
                "application/json": components["schemas"]["MerchantNotification"];
            };
        };
        responses: {
            /** @description Gone: no more attempts. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered: no more attempts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 10 s: retried. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    payoutNotification: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<reference>_<status>`: the same on every retry and resend. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`, space-separated, one per active secret (two during a rotation). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "payout",
                 *       "reference": "POMD2K4ZQ81A3F9C2E7B",
                 *       "merchant_reference": "salary-2026-01-42",
                 *       "amount": "2500.00",
                 *       "currency": "CDF",
                 *       "recipient_number": "+243812345678",
                 *       "callback_url": "https://shop.example.com/payouts",
                 *       "expected_recipient_name": null,
                 *       "recipient_name_checked": false,
                 *       "fee": "200.00",
                 *       "service": "MPESA",
                 *       "provider_code_name": "alpha",
                 *       "provider_reference": "DA5F3C2E1B0A99",
                 *       "payout_status": "Success",
                 *       "failure_reason": null,
                 *       "provider_failure_code": null,
                 *       "approval_status": "not_required",
                 *       "created_at": "2026-01-15T09:31:00.000Z",
                 *       "updated_at": "2026-01-15T09:31:00.412Z"
                 *     }
                 */
                "application/json": {
                    reference: string;
                    merchant_reference: string;
                    /** @description What the recipient receives. */
                    amount: string;
                    /** @description Held with the amount at creation, booked to the platform on `Success`. */
                    fee: string;
                    currency: string;
                    service: string;
                    recipient_number: string;
                    expected_recipient_name: string | null;
                    /** @description The network told the number's holder and it matched `expected_recipient_name`. */
                    recipient_name_checked: boolean;
                    callback_url: string;
                    provider_code_name: string | null;
                    provider_reference: string | null;
                    /** @enum {string} */
                    payout_status: "Pending" | "Processing" | "Success" | "Failed";
                    /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/`); while it is `Pending`, why it waits for a provider (`waiting: ...`). */
                    failure_reason: string | null;
                    /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
                    provider_failure_code: string | null;
                    /**
                     * @description `awaiting_approval`: its amount is above the merchant's `approval_above`; it is `Pending`, its money held, sent to no provider until `POST .../approve/` (then `approved`), cancelled, or `PAYOUT_APPROVAL_HOURS` pass (`Failed`, `not_approved`). Otherwise `not_required`.
                     * @enum {string}
                     */
                    approval_status: "not_required" | "awaiting_approval" | "approved";
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** @constant */
                    type: "payout";
                };
            };
        };
        responses: {
            /** @description Gone: no more attempts. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered: no more attempts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 10 s: retried. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    refundNotification: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<reference>_<status>`: the same on every retry and resend. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`, space-separated, one per active secret (two during a rotation). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "refund",
                 *       "reference": "RFMD2K4ZQ81A3F9C2E7B",
                 *       "transaction_reference": "TXMD2K4ZQ81A3F9C2E7B",
                 *       "merchant_reference": "refund-order-1",
                 *       "amount": "500.00",
                 *       "currency": "CDF",
                 *       "callback_url": "https://shop.example.com/callback",
                 *       "provider_reference": "RA5F3C2E1B0A99",
                 *       "method": "reversal",
                 *       "refund_status": "Success",
                 *       "failure_reason": null,
                 *       "provider_failure_code": null,
                 *       "created_at": "2026-01-15T10:31:00.000Z",
                 *       "updated_at": "2026-01-15T10:31:00.412Z"
                 *     }
                 */
                "application/json": {
                    reference: string;
                    transaction_reference: string;
                    merchant_reference: string;
                    amount: string;
                    currency: string;
                    /** @description Null when neither the refund nor its transaction has one (a checkout's try). */
                    callback_url: string | null;
                    provider_reference: string | null;
                    /**
                     * @description How it reaches the payer: the network's own reversal of the payment, or the amount paid to the payer's number through the same provider where the network has no reversal for the case (Airtel's partial refunds).
                     * @enum {string}
                     */
                    method: "reversal" | "disbursement";
                    /** @enum {string} */
                    refund_status: "Pending" | "Processing" | "Success" | "Failed";
                    /** @description Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/` lists each with its message in English and French). */
                    failure_reason: string | null;
                    /** @description The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons). */
                    provider_failure_code: string | null;
                    /** @description Why it was asked; the service's words for a late success. */
                    reason: string | null;
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** @constant */
                    type: "refund";
                };
            };
        };
        responses: {
            /** @description Gone: no more attempts. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered: no more attempts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 10 s: retried. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    checkoutNotification: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<reference>_<status>`: the same on every retry and resend. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`, space-separated, one per active secret (two during a rotation). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    merchant_reference: string;
                    amount: string;
                    currency: string;
                    description: string | null;
                    return_url: string | null;
                    customer_number: string | null;
                    callback_url: string | null;
                    /** @enum {string} */
                    checkout_status: "open" | "paid" | "expired" | "cancelled";
                    /** Format: date-time */
                    expires_at: string;
                    /** @description The try that paid it; null until then. */
                    transaction_reference: string | null;
                    /** @description Its tries' references, oldest first. */
                    transactions: string[];
                    /** Format: date-time */
                    created_at: string;
                    /** Format: date-time */
                    updated_at: string;
                    /** @constant */
                    type: "checkout";
                };
            };
        };
        responses: {
            /** @description Gone: no more attempts. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered: no more attempts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 10 s: retried. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEndpointEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `msg_<reference>_<status>`: the same on every retry and resend. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`, space-separated, one per active secret (two during a rotation). */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "transaction.succeeded",
                 *       "timestamp": "2026-01-15T09:31:04.118Z",
                 *       "data": {
                 *         "reference": "TXMD2K4ZQ81A3F9C2E7B"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "transaction.processing" | "transaction.succeeded" | "transaction.failed" | "payout.processing" | "payout.succeeded" | "payout.failed" | "refund.processing" | "refund.succeeded" | "refund.failed" | "checkout.paid" | "checkout.expired";
                    /**
                     * Format: date-time
                     * @description When the event happened.
                     */
                    timestamp: string;
                    /** @description The resource as the API showed it then. */
                    data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: no more attempts for this event. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered: no more attempts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 10 s: retried. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
