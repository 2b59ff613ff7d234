import { type Connection, isGrpcServiceError } from "@temporalio/client";
import { msToTs } from "@temporalio/common/lib/time";

/** What a namespace lacks before a payment workflow can start in it. */
export interface TemporalSetupGap {
  namespace: boolean;
  searchAttributes: string[];
}

/** `temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD`. */
const KEYWORD = 2;
/** As deploy/temporal/create-namespace.sh registers it. */
const RETENTION = "30 days";
/** A namespace just registered reaches the frontend's namespace cache within ~10 s. */
const NEW_NAMESPACE_VISIBLE_MS = 30_000;

/** The gRPC status codes answered here (@grpc/grpc-js's `status`, which is not a dependency of ours). */
const grpcStatus = {
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  FAILED_PRECONDITION: 9,
  UNIMPLEMENTED: 12,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;

type Services = Pick<Connection, "workflowService" | "operatorService">;

const isCode = (error: unknown, code: number) => isGrpcServiceError(error) && error.code === code;

/** The namespace and the Keyword search attributes its workflows start with. */
export interface TemporalSetupTarget {
  namespace: string;
  searchAttributes: readonly string[];
}

export async function findTemporalSetupGap(
  connection: Services,
  { namespace, searchAttributes }: TemporalSetupTarget,
): Promise<TemporalSetupGap> {
  try {
    await connection.workflowService.describeNamespace({ namespace });
  } catch (error) {
    if (isCode(error, grpcStatus.NOT_FOUND)) return { namespace: true, searchAttributes: [...searchAttributes] };
    throw error;
  }
  const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace });
  const registered = new Set(Object.keys(customAttributes ?? {}));
  return { namespace: false, searchAttributes: searchAttributes.filter((name) => !registered.has(name)) };
}

export const isComplete = (gap: TemporalSetupGap) => !gap.namespace && gap.searchAttributes.length === 0;

/** The one line a process stops with: what is missing, and the command that creates it. */
export function describeTemporalSetupGap(gap: TemporalSetupGap, namespace: string, address: string): string {
  const commands: string[] = [];
  const missing: string[] = [];
  if (gap.namespace) {
    missing.push(`namespace ${namespace}`);
    commands.push(`temporal operator namespace create --address ${address} -n ${namespace} --retention 30d`);
  }
  if (gap.searchAttributes.length > 0) {
    missing.push(`search attributes ${gap.searchAttributes.join(", ")}`);
    const names = gap.searchAttributes.map((name) => `--name ${name} --type Keyword`).join(" ");
    commands.push(`temporal operator search-attribute create --address ${address} --namespace ${namespace} ${names}`);
  }
  return `Temporal at ${address} lacks ${missing.join(" and ")} (TEMPORAL_AUTO_SETUP creates them where the server allows it); run: ${commands.join(" && ")}`;
}

export class TemporalSetupError extends Error {}

async function untilVisible(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + NEW_NAMESPACE_VISIBLE_MS;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become visible within ${NEW_NAMESPACE_VISIBLE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Registers what the namespace lacks (the namespace, then the payment search attributes). A server that
 * refuses (Temporal Cloud's operator API, an authorizer) leaves the gap as it was for the caller to report.
 */
async function fillTemporalSetupGap(connection: Services, target: TemporalSetupTarget, gap: TemporalSetupGap): Promise<void> {
  const { namespace } = target;
  if (gap.namespace) {
    try {
      await connection.workflowService.registerNamespace({
        namespace,
        workflowExecutionRetentionPeriod: msToTs(RETENTION),
      });
    } catch (error) {
      if (!isCode(error, grpcStatus.ALREADY_EXISTS)) throw error;
    }
  }
  const wanted = gap.searchAttributes;
  if (wanted.length === 0) return;
  // Right after its registration the namespace may not be known to every service yet: retried until it is.
  await untilVisible(async () => {
    try {
      await connection.operatorService.addSearchAttributes({
        namespace,
        searchAttributes: Object.fromEntries(wanted.map((name) => [name, KEYWORD])),
      });
      return true;
    } catch (error) {
      if (isCode(error, grpcStatus.NOT_FOUND) || isCode(error, grpcStatus.UNAVAILABLE)) return false;
      // Added meanwhile by another process starting beside this one.
      if (isCode(error, grpcStatus.ALREADY_EXISTS)) return true;
      throw error;
    }
  }, `namespace ${namespace}`);
  await untilVisible(async () => isComplete(await findTemporalSetupGap(connection, target)), "the search attributes");
}

const refusedByServer = (error: unknown) =>
  isCode(error, grpcStatus.PERMISSION_DENIED) ||
  isCode(error, grpcStatus.UNIMPLEMENTED) ||
  isCode(error, grpcStatus.UNAUTHENTICATED) ||
  isCode(error, grpcStatus.FAILED_PRECONDITION);

/**
 * Start-up check of API and worker: the namespace and the payment search attributes exist, or are created
 * here with `autoSetup` when the server allows it; otherwise a TemporalSetupError whose message is one line.
 */
export async function ensureTemporalSetup(
  connection: Services,
  options: TemporalSetupTarget & { address: string; autoSetup: boolean },
): Promise<"ready" | "created"> {
  const gap = await findTemporalSetupGap(connection, options);
  if (isComplete(gap)) return "ready";
  const refuse = (why = "") =>
    new TemporalSetupError(`${describeTemporalSetupGap(gap, options.namespace, options.address)}${why}`);
  if (!options.autoSetup) throw refuse();
  try {
    await fillTemporalSetupGap(connection, options, gap);
  } catch (error) {
    if (refusedByServer(error)) throw refuse(` (the server refused to create them: ${(error as Error).message})`);
    throw error;
  }
  return "created";
}
