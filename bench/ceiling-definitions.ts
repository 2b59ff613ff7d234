import { defineSignal, defineUpdate } from "@temporalio/workflow";

export const CEILING_WORKFLOW_TYPE = "CeilingWorkflow";
export const ceilingInitiate = defineUpdate<{ outcome: "accepted" }>("initiate");
export const ceilingResult = defineSignal<[{ status: "Success" }]>("providerResult");
