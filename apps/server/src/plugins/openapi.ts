import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/** Where a newcomer looks for a call: the area its URL belongs to (a route may set its own tags). */
const AREAS: [RegExp, string][] = [
  [/^\/api\/account\/profile/, 'Accounts'],
  [/^\/api\/(account\/|booking\/ammend)/, 'Customer area'],
  [/^\/api\/supplier\//, 'Supplier'],
  [/^\/api\/admin\//, 'Admin'],
  [/^\/(oauth\/|api\/(auth|register|verify|client|captcha)\b)/, 'Accounts'],
  [/^\/(api\/booking\/|api\/activity\/cost|payments\/|api\/payments\/)/, 'Booking and payments'],
  [/^\/api\/review\//, 'Review links'],
  [/^\/api\//, 'Catalogue'],
]

function withArea(input: TransformInput) {
  const transformed = jsonSchemaTransform(input)
  const schema = transformed.schema as Record<string, unknown> | undefined
  if (!schema || schema.hide || schema.tags) return transformed
  const area = AREAS.find(([pattern]) => pattern.test(input.url))?.[1] ?? 'Service'
  return { ...transformed, schema: { ...schema, tags: [area] } }
}

/**
 * The OpenAPI 3 document of every route, generated from the same zod schemas that validate and
 * serialise them: `/api/docs` (a readable page, under the app's own CSP: its scripts and styles
 * are files of this origin) and `/api/docs/json` (the document).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Serendib API',
          description:
            'Tours and activities in Sri Lanka: the traveller API of the product spec (§7), and the supplier, admin and OCTO APIs. Calls marked with a lock need `Authorization: Bearer <access_token>` from `POST /oauth/token`. Every failure answers `{ status: "error", message }`.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: withArea,
    })
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Our CSP (plugins/security.ts) stays: swagger-ui's own would allow fonts and styles from anywhere.
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    })
  },
  { name: 'openapi', dependencies: ['config'] },
)
