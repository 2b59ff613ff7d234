export { PaymentWorkflow } from "./payment";
export { PayoutWorkflow } from "./payout";
export { RefundWorkflow } from "./refund";
export { ResendNotificationWorkflow } from "./resend-notification";
