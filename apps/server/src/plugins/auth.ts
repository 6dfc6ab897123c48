import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { UnauthorizedError, ForbiddenError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages'
import type { UserTypeCode } from '@serendib/domain/user-types'
import type { User } from '@serendib/db/schema/users'
import { findTokenOwner, type TokenOwner } from '../services/accounts/tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user behind the bearer token; throws 401 when there is none. */
    requireUser(...allowedTypes: UserTypeCode[]): Promise<User>
    /** The token row id of this request (for logout and "revoke the others"). */
    tokenOwner(): Promise<TokenOwner | null>
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/**
 * Bearer-token authentication for spec §7's "(auth)" calls. Routes ask for the user when they
 * need one (`await request.requireUser(UserType.customer)`), so public routes pay nothing.
 */
export default fp(
  async (app: FastifyInstance) => {
    const owners = new WeakMap<FastifyRequest, Promise<TokenOwner | null>>()

    app.decorateRequest('tokenOwner', function (this: FastifyRequest) {
      let owner = owners.get(this)
      if (!owner) {
        const token = bearerToken(this)
        owner = token ? findTokenOwner(app.database.db, token) : Promise.resolve(null)
        owners.set(this, owner)
      }
      return owner
    })

    app.decorateRequest(
      'requireUser',
      async function (this: FastifyRequest, ...allowedTypes: UserTypeCode[]) {
        const owner = await this.tokenOwner()
        if (!owner) throw new UnauthorizedError(AccountMessages.loginRequired)
        if (allowedTypes.length > 0 && !allowedTypes.includes(owner.user.userType as UserTypeCode)) {
          throw new ForbiddenError()
        }
        return owner.user
      },
    )
  },
  { name: 'auth', dependencies: ['db'] },
)
