/**
 * How route loaders read the API. On the server the app passes an implementation backed by
 * Fastify's `inject()` (same process, no network hop); in the browser it is `fetch`.
 * Every call resolves (never throws for HTTP errors): callers look at `ok`/`status`.
 */
export interface ApiReply<T> {
  ok: boolean
  status: number
  body: T
}

export interface ApiRequestOptions {
  /** Bearer access token (spec §7 "(auth)" calls). */
  token?: string
}

export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<ApiReply<T>>
  post<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<ApiReply<T>>
}
