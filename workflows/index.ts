export { PaymentWorkflow } from "./payment";
export { ResendCallbackWorkflow } from "./resend-callback";
