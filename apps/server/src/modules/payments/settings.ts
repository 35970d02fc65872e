/** Tunables of payments (env variables in docs/operations.md). */
export interface PaymentsSettings {
  /**
   * GATEWAY_SIM_SECRET: the HMAC secret the gateway simulator signs notifications with. Unset: one is
   * generated on first start and kept in the database (payment_secrets), shared by every instance.
   */
  gatewaySimSecret: string | undefined;
  /**
   * GATEWAY_SIM: the built-in gateway simulator is served (its payment page and notification
   * endpoint) and takes orders. On for demos; turn it off in production.
   */
  gatewaySim: boolean;
  /** WITHDRAW_AUTO_RECEIVE_MINUTES: the payee's confirmation window when the merchant sets none (default 30). */
  withdrawAutoReceiveMinutes: number;
  /** How far a notification's timestamp may be from our clock (5 minutes). */
  notificationWindowMs: number;
}

export const DEFAULT_PAYMENTS_SETTINGS: PaymentsSettings = {
  gatewaySimSecret: undefined,
  gatewaySim: true,
  withdrawAutoReceiveMinutes: 30,
  notificationWindowMs: 5 * 60_000,
};
