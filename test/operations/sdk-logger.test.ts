import { ApplicationFailure, ApplicationFailureCategory } from "@temporalio/common";
import { FailureType } from "../../domain/core/workflow-failures";
import { sdkLogger } from "../../worker/sdk-logger";
import { captureLogs } from "../support/log-capture";

describe("the Temporal SDK's logger over pino", () => {
  it("writes the SDK's levels as pino levels, with its metadata as fields", () => {
    const logs = captureLogs("trace");
    const logger = sdkLogger(logs.logger);
    logger.trace("t", { taskQueue: "payments" });
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    logger.log("WARN", "via log", { sdkComponent: "core" });
    expect(logs.lines().map(({ level, msg }) => [level, msg])).toEqual([
      [10, "t"],
      [20, "d"],
      [30, "i"],
      [40, "w"],
      [50, "e"],
      [40, "via log"],
    ]);
    expect(logs.lines()[0]).toMatchObject({ taskQueue: "payments" });
    expect(logs.lines()[5]).toMatchObject({ sdkComponent: "core" });
  });

  it("reduces a failure our code raised to one line, and keeps the stack of anything else", () => {
    const logs = captureLogs();
    const failure = ApplicationFailure.create({
      message: "merchant answered 503",
      type: FailureType.CallbackFailed,
      category: ApplicationFailureCategory.BENIGN,
    });
    sdkLogger(logs.logger).warn("Activity failed", { error: failure, activityType: "deliverMerchantNotification" });
    sdkLogger(logs.logger).error("Activity failed", { error: new TypeError("x is undefined") });
    const [expected, bug] = logs.lines();
    expect(expected).toMatchObject({
      error: "CallbackFailed: merchant answered 503",
      activityType: "deliverMerchantNotification",
    });
    expect(JSON.stringify(expected)).not.toContain("at ");
    expect(bug!.err).toMatchObject({ type: "TypeError", message: "x is undefined", stack: expect.stringContaining("TypeError") });
  });

  it("demotes a chatty component's INFO (the bundler's webpack listing) to debug", () => {
    const logs = captureLogs("info");
    const bundler = sdkLogger(logs.logger, { infoAs: "debug" });
    bundler.info("asset workflow-bundle-1234.js 1.2 MiB [emitted]");
    bundler.warn("a real warning");
    expect(logs.lines().map(({ msg }) => msg)).toEqual(["a real warning"]);
  });
});
