import { FailureType, NON_RETRYABLE_FAILURE_TYPES } from "../../domain/core/workflow-failures";
import { databaseWrite, merchantNotification, providerCall } from "../../workflows/activity-options";

describe("workflow failure types", () => {
  it.each([
    ["databaseWrite", databaseWrite],
    ["providerCall", providerCall],
    ["merchantNotification", merchantNotification],
  ])("%s retries a failed delivery and nothing a retry cannot change", (_name, options) => {
    expect(options.retry?.nonRetryableErrorTypes).toEqual([...NON_RETRYABLE_FAILURE_TYPES]);
    expect(options.retry?.nonRetryableErrorTypes).toEqual(
      expect.arrayContaining([FailureType.CallbackGone, FailureType.CallbackAddressRefused, FailureType.MovementNotFound]),
    );
    expect(options.retry?.nonRetryableErrorTypes).not.toContain(FailureType.CallbackFailed);
  });
});
