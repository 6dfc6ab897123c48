import type { FastifyInstance } from 'fastify'

const FORM = 'application/x-www-form-urlencoded'

/**
 * Lets one route plugin (and only it: the parser stays in its encapsulated scope) read HTML
 * form posts, as OAuth clients, Apple's form_post and the payment pages send them. Everything
 * else takes JSON only, which a cross-site form cannot send.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  if (app.hasContentTypeParser(FORM)) return
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
}
