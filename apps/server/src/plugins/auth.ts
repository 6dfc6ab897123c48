import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { UnauthorizedError, ForbiddenError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { UserType, type UserTypeCode } from '@serendib/domain/user-types'
import type { User } from '@serendib/db/schema/users'
import type { StaffCapability } from '@serendib/domain/staff'
import { findTokenOwner, type TokenOwner } from '../services/accounts/tokens.ts'
import type { StaffMember } from '../services/staff/staff-member.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user behind the bearer token; throws 401 when there is none. */
    requireUser(...allowedTypes: UserTypeCode[]): Promise<User>
    /** The token row id of this request (for logout and "revoke the others"). */
    tokenOwner(): Promise<TokenOwner | null>
    /**
     * The signed-in user that the area's guard let in (`requireUserType` in an autohooks.ts).
     * Reading it on a route outside a guarded folder is a programming error.
     */
    readonly user: User
    guardedUser: User | null
    /** In /api/supplier/**: the staff member behind the request, null for the supplier (decision 074). */
    staffMember: StaffMember | null
    /** In /api/supplier/**: the supplier whose data this is (the supplier, or the staff's employer). */
    readonly supplierId: number
  }
  interface FastifyContextConfig {
    /**
     * In the customer area (/api/account/**): this route is for any signed-in user, suppliers
     * and admins too (their profile). Every other route there is for customers only.
     */
    anySignedInUser?: boolean
    /**
     * In the supplier area (/api/supplier/**): what a staff member needs to use this route
     * (packages/domain/src/staff.ts), or 'any' for every staff member. Absent: the supplier only.
     */
    staff?: StaffCapability | 'any'
  }
}

/**
 * The guard of a route folder (its autohooks.ts): anonymous callers get 401, signed-in users
 * of another type 403 with `refusal`, before the body is even read.
 */
export function requireUserType(types: UserTypeCode[], refusal?: string) {
  return async function guard(request: FastifyRequest): Promise<void> {
    request.guardedUser = await request.requireUser(...types).catch((error: unknown) => {
      if (error instanceof ForbiddenError && refusal) throw new ForbiddenError(refusal)
      throw error
    })
  }
}

/** The OpenAPI security requirement of a guarded call: the lock on /api/docs. */
export const bearerAuth = [{ bearer: [] }]

/**
 * An onRoute hook for a guarded folder's autohooks.ts: its routes are documented as needing
 * the bearer token, next to the guard that makes them need it.
 */
export function documentBearer(route: RouteOptions): void {
  route.schema = { ...route.schema, security: bearerAuth }
}

/** The guard of the customer area and its spec paths elsewhere (POST /api/booking/ammend). */
export const customersOnly = requireUserType([UserType.customer])

/** The guard of a call any signed-in user may make (logout, resending the verification mail). */
export const signedIn = requireUserType([])

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

    app.decorateRequest('guardedUser', null)
    app.decorateRequest('staffMember', null)
    app.decorateRequest('supplierId', {
      getter(this: FastifyRequest) {
        return this.staffMember ? this.staffMember.supplierId : this.user.id
      },
    })
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        if (!this.guardedUser) throw new Error(`${this.routeOptions.url} is not behind a guard`)
        return this.guardedUser
      },
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
