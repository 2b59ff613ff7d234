import { assertMatchesContract } from "./contract";

export interface HttpResponse<Body = any> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, instead of JSON-encoding `body`. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * A small JSON client over fetch, for exercising the API through its public surface. Every response is
 * checked against openapi.json: one the document does not describe fails the test that caused it.
 */
export function httpClient(baseUrl: string) {
  const request = async <Body = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<Body>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers["Content-Type"] ??= "application/json";
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text for the assertion to show
    }
    assertMatchesContract(method, path, response.status, response.headers.get("content-type") ?? "", body);
    return { status: response.status, headers: response.headers, body: body as Body };
  };
  return {
    request,
    get: <Body = any>(path: string, options?: RequestOptions) => request<Body>("GET", path, options),
    post: <Body = any>(path: string, body?: unknown, options?: RequestOptions) =>
      request<Body>("POST", path, { ...options, body }),
    patch: <Body = any>(path: string, body?: unknown, options?: RequestOptions) =>
      request<Body>("PATCH", path, { ...options, body }),
    put: <Body = any>(path: string, body?: unknown, options?: RequestOptions) => request<Body>("PUT", path, { ...options, body }),
    delete: <Body = any>(path: string, options?: RequestOptions) => request<Body>("DELETE", path, options),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
