export { PaymentWorkflow } from "./payment";
export { ResendNotificationWorkflow } from "./resend-notification";
