/**
 * Test helper: every route the app serves, read from Fastify's own route tree
 * (app.printRoutes), so a route added tomorrow is fuzzed tomorrow without editing a list.
 */
import type { FastifyInstance } from 'fastify'

export interface ListedRoute {
  /** As registered: `/api/admin/bookings/:id/refunds`, `/api/docs/*`. */
  path: string
  methods: string[]
}

export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const stack: string[] = []
  const routes: ListedRoute[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?) \(([^)]+)\)$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = (stack[depth - 1] ?? '') + match[2]!
    stack[depth] = path
    stack.length = depth + 1
    routes.push({ path, methods: match[3]!.split(', ') })
  }
  return routes
}
