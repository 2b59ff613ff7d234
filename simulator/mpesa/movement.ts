import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { finalOutcome, isFinal, type SimulatedPayment } from "../behaviour";
import type { Webhook } from "../http";
import { sendJson } from "../http";
import { finalFailureOf, type Operation } from "./scenarios";
import { conversationIdOf } from "./wire";

/** What a collection, a payout and a reversal share: M-Pesa tells them apart by nothing but their ids. */
export type Movement = Pick<SimulatedPayment, "reference" | "providerReference" | "phone" | "behaviour" | "dueAt">;

const PROCESSED = "Request processed successfully";

/** The movement's `output_ResponseTransactionStatus`, and its code once it ends. */
function stateOf(movement: Movement, operation: Operation, now: number) {
  const final = isFinal(movement, now) ? finalOutcome(movement) : null;
  if (final === null) return { status: "Pending", code: null, description: "Pending" };
  if (final === "success") return { status: "Completed", code: "INS-0", description: PROCESSED };
  return finalFailureOf(movement.phone, operation);
}

/** `queryTransactionStatus`'s answer, less the query's own `output_ThirdPartyConversationID`. */
export function statusView(movement: Movement, operation: Operation, now: number) {
  const { status } = stateOf(movement, operation, now);
  return {
    output_ResponseCode: "INS-0",
    output_ResponseDesc: PROCESSED,
    output_ResponseTransactionStatus: status,
    output_ConversationID: conversationIdOf(movement.providerReference),
    // M-Pesa's transaction id exists once the movement is through; "N/A" before and for one that failed.
    output_OriginalTransactionID: status === "Completed" ? movement.providerReference : "N/A",
  };
}

/**
 * The result POSTed to the application's listener, unsigned: a forged one claims the opposite of the truth (a success
 * for a failure, a failure for a success), which only the status query can refute.
 */
export function callback(movement: Movement, operation: Operation, forge: boolean): Webhook {
  const completed = stateOf(movement, operation, movement.dueAt).status === "Completed";
  const claimsSuccess = completed !== forge;
  const failure = finalFailureOf(movement.phone, operation);
  // A forged success names a transaction M-Pesa never made.
  const transactionId = completed ? movement.providerReference : randomBytes(7).toString("hex");
  return {
    body: JSON.stringify({
      input_OriginalConversationID: conversationIdOf(movement.providerReference),
      input_TransactionID: claimsSuccess ? transactionId : null,
      input_ResultCode: claimsSuccess ? "INS-0" : failure.code,
      input_ResultDesc: claimsSuccess ? PROCESSED : failure.description,
      input_ThirdPartyConversationID: movement.reference,
    }),
    headers: {},
  };
}

/** Asynchronous mode's answer: taken, no transaction id yet; a repeated ThirdPartyConversationID is `INS-10`. */
export function acceptedAnswer(response: ServerResponse, movement: Movement, duplicate: boolean) {
  if (duplicate)
    return sendJson(response, 409, {
      output_ResponseCode: "INS-10",
      output_ResponseDesc: "Duplicate Transaction",
      output_ThirdPartyConversationID: movement.reference,
    });
  sendJson(response, 201, {
    output_ResponseCode: "INS-0",
    output_ResponseDesc: PROCESSED,
    output_ConversationID: conversationIdOf(movement.providerReference),
    output_ThirdPartyConversationID: movement.reference,
  });
}
