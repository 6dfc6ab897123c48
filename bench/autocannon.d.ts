// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    requests?: Array<{
      method: 'GET' | 'POST'
      path: string
      body?: string
      headers?: Record<string, string>
      /** Called before each send of this request; returns the request to send. */
      setupRequest?: (request: { path: string }) => { path: string }
    }>
  }
  interface Result {
    requests: { total: number; average: number }
    errors: number
    timeouts: number
    non2xx: number
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): void
    /** Ends the run early; the promise then resolves with what was measured. */
    stop(): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
