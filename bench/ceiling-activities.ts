/** The ceiling's activities: the payment's steps, each doing nothing. */
export const ceilingActivities = {
  async loadPayment() {},
  async routeCandidates() {},
  async initiateWithProvider() {},
  async markProcessing() {},
  async settleTransaction() {},
  async deliverMerchantNotification() {},
};

export type CeilingActivities = typeof ceilingActivities;
