import type { Context, Next } from "koa";
import { AppError, RequestError, ServiceUnavailableError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { isTransientDependencyFailure } from "../../lib/transient-errors";

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Errors raised by koa-body and Koa itself, which carry an HTTP status but are not ours. */
function fromFrameworkError(error: HttpLikeError): AppError | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  if (status === 413) return new RequestError(413, "Request body is too large.");
  if (status === 415) return new RequestError(415, "Unsupported content type; send application/json.");
  if (status === 400) return new RequestError(400, "Malformed request body: it must be valid JSON.");
  return new RequestError(status, error.expose && error.message ? error.message : "Bad request.");
}

/** A transient failure of PostgreSQL or Temporal is a 503 to retry (cause logged, not shown); else a framework error. */
function fromDependencyOrFramework(caught: unknown, logger: Logger, ctx: Context): AppError | undefined {
  if (isTransientDependencyFailure(caught)) {
    logger.warn(
      { err: caught, request_id: ctx.state.requestId, method: ctx.method, path: ctx.path },
      "a backing service failed transiently",
    );
    return new ServiceUnavailableError();
  }
  return fromFrameworkError(caught as HttpLikeError);
}

/** The interface's envelope of one of our errors. */
export function errorBody(appError: AppError) {
  return {
    error: {
      code: appError.code,
      message: appError.message,
      ...(appError.details ? { details: appError.details } : {}),
    },
  };
}

/** Turns every failure into the interface's envelope (inside accessLog, which names the request). */
export function errorEnvelope(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const requestId = ctx.state.requestId as string;
    try {
      await next();
    } catch (caught) {
      const appError = caught instanceof AppError ? caught : fromDependencyOrFramework(caught, logger, ctx);
      if (appError) {
        ctx.status = appError.status;
        ctx.body = errorBody(appError);
        for (const [name, value] of Object.entries(appError.headers ?? {})) ctx.set(name, value);
        if (appError.status >= 500) {
          logger.warn({ request_id: requestId, code: appError.code, path: ctx.path, err: appError.cause }, appError.message);
        }
        return;
      }
      logger.error({ err: caught, request_id: requestId, method: ctx.method, path: ctx.path }, "unhandled error");
      ctx.status = 500;
      ctx.body = {
        error: {
          code: "internal_error",
          message: "An unexpected error occurred.",
          details: { request_id: requestId },
        },
      };
    }
  };
}
