/**
 * Server rendering's in-process API calls (issue 34, decision 068): CPU per call of a catalogue
 * answer the cache holds, through `app.inject` (forced by passing headers) and read straight from
 * the cache, in interleaved rounds of 500 calls, medians. Embedded database, demo catalogue.
 *   node bench/in-process-calls.ts
 */
import type { FastifyRequest } from 'fastify'
import { createInjectApiClient } from '../apps/server/src/inject-api-client.ts'
import { buildTestApp } from '../apps/server/src/test-app.ts'

const t = await buildTestApp('pglite', { cacheSeconds: 600 })
const api = createInjectApiClient(t.app, { ip: '203.0.113.9', id: 'bench' } as unknown as FastifyRequest)
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
const rows = []
try {
  for (const path of [
    '/api/settings/site/get',
    '/api/content/site/get?lang=de',
    '/api/featured/categories/get',
    '/api/sliders/get',
  ]) {
    const first = await api.get(path)
    if (!first.ok) throw new Error(`${path}: ${first.status}`)
    const samples = { inject: [] as number[], cached: [] as number[] }
    for (let round = 0; round < 7; round++)
      for (const mode of ['inject', 'cached'] as const) {
        // Any headers send the call through the route (inject-api-client.ts).
        const options = mode === 'inject' ? { headers: {} } : undefined
        const before = cpuMs()
        for (let i = 0; i < 500; i++) await api.get(path, options)
        samples[mode].push((cpuMs() - before) / 500)
      }
    rows.push({
      call: path,
      'inject ms': median(samples.inject).toFixed(3),
      'cached ms': median(samples.cached).toFixed(3),
    })
  }
  console.table(rows)
} finally {
  await t.close()
}
