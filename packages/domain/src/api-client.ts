/**
 * How route loaders read the API. On the server the app passes an implementation backed by
 * Fastify's `inject()` (same process, no network hop); in the browser it is `fetch`.
 * Every call resolves (never throws for HTTP errors): callers look at `ok`/`status`.
 *
 * `T` is the answer's type from the contract (packages/domain/src/api, e.g. `SearchResponse`):
 * the server serialises every 2xx answer with that schema (decision 020), so an `ok` reply's
 * body is exactly `T` and needs no checking. A refusal's body is `unknown`: usually
 * `{ status: 'error', message }`, but a proxy or a network failure may say anything.
 */
export type ApiReply<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: unknown }

export interface ApiRequestOptions {
  /** Bearer access token (spec §7 "(auth)" calls). */
  token?: string
  /** Aborts the call (browser only): a newer estimate replaces one in flight. */
  signal?: AbortSignal
  /** Extra request headers (the browser session's first-party header, decision 057). */
  headers?: Record<string, string>
}

export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<ApiReply<T>>
  post<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<ApiReply<T>>
}
