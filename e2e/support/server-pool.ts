/**
 * A warm spare server for the next journey (decision 070). Every journey gets the built
 * marketplace on a fresh copy of the demo data, as before; what changes is when it starts. This
 * Vitest global setup of the `e2e` project keeps one server per settings (`env`) started and
 * ready, and hands it out when a journey asks, then starts the next spare while that journey
 * runs. A journey used to wait 3–16 s for its own server to open its database; now it waits
 * only when two journeys with the same settings come back to back faster than a server starts.
 *
 * The pool lives in Vitest's main process (journeys run in child processes), so it answers over
 * loopback HTTP: POST /take {env} → {id, baseUrl}; POST /stop {id} → {code}; GET /output?id=.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { startApp, type RunningApp } from './app-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The pool's address, or '' when journeys start their own servers. */
    journeyServerPool: string
  }
}

/** Settings are compared as sorted JSON, so `{a, b}` and `{b, a}` share spares. */
export function settingsKey(env: Record<string, string>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))))
}

export default async function startServerPool(project: TestProject): Promise<() => Promise<void>> {
  // E2E_CLUSTER_PROCESSES: every journey starts nginx and its processes itself (journey.ts).
  if (Number(process.env.E2E_CLUSTER_PROCESSES ?? 0) > 0) {
    project.provide('journeyServerPool', '')
    return async () => undefined
  }
  const spares = new Map<string, Promise<RunningApp>>()
  const running = new Map<string, RunningApp>()
  let nextId = 1

  function startSpare(key: string) {
    const starting = startApp(JSON.parse(key) as Record<string, string>)
    // A spare that failed to start is reported to the journey that takes it, not here.
    starting.catch(() => undefined)
    spares.set(key, starting)
  }

  async function take(env: Record<string, string>) {
    const key = settingsKey(env)
    // A spare that failed (it started beside a loaded journey) gets one fresh try of its own.
    const app = await (spares.get(key) ?? startApp(env)).catch(() => startApp(env))
    spares.delete(key)
    startSpare(key)
    const id = String(nextId++)
    running.set(id, app)
    return { id, baseUrl: app.baseUrl }
  }

  async function stop(id: string) {
    const app = running.get(id)
    if (!app) return { code: null }
    running.delete(id)
    return { code: await app.stop() }
  }

  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
    })
  })

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://pool')
    let body = ''
    for await (const chunk of request) body += String(chunk)
    const input = (body ? JSON.parse(body) : {}) as { env?: Record<string, string>; id?: string }
    let reply: unknown
    if (request.method === 'POST' && url.pathname === '/take') reply = await take(input.env ?? {})
    else if (request.method === 'POST' && url.pathname === '/stop') reply = await stop(input.id ?? '')
    else if (url.pathname === '/output')
      reply = { output: running.get(url.searchParams.get('id') ?? '')?.output() ?? '' }
    else {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(reply))
  }

  startSpare(settingsKey({}))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('journeyServerPool', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)

  return async () => {
    server.close()
    const left = [
      ...running.values(),
      ...(await Promise.allSettled(spares.values())).flatMap((started) =>
        started.status === 'fulfilled' ? [started.value] : [],
      ),
    ]
    await Promise.all(left.map((app) => app.stop()))
  }
}

/** The part of a started server a journey uses. */
export interface JourneyApp {
  baseUrl: string
  /** Everything the server printed so far (for a failure's message). */
  output: () => Promise<string>
  stop: () => Promise<number | null>
}

/** A journey's server from the pool at `poolUrl`. */
export async function takeFromPool(poolUrl: string, env: Record<string, string>): Promise<JourneyApp> {
  const response = await fetch(`${poolUrl}/take`, { method: 'POST', body: JSON.stringify({ env }) })
  if (!response.ok)
    throw new Error(`the journey server pool could not start a server:\n${await response.text()}`)
  const { id, baseUrl } = (await response.json()) as { id: string; baseUrl: string }
  return {
    baseUrl,
    output: async () =>
      ((await (await fetch(`${poolUrl}/output?id=${id}`)).json()) as { output: string }).output,
    stop: async () =>
      (
        (await (await fetch(`${poolUrl}/stop`, { method: 'POST', body: JSON.stringify({ id }) })).json()) as {
          code: number | null
        }
      ).code,
  }
}
