export { PaymentWorkflow } from "./payment";
export { PayoutWorkflow } from "./payout";
export { ResendNotificationWorkflow } from "./resend-notification";
export { RefundWorkflow } from "./refund";
