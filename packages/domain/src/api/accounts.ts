/**
 * Sign-in, sign-up, verification, password reset and profile (spec §7 "Authentication and
 * account", docs/accounts-api.md). The account rules themselves (accounts.ts) answer 422 with
 * the spec's messages, so these schemas only fix the types and cap the lengths.
 */
import { z } from 'zod'
import { apiSuccess, apiSuccessWithMessage } from './envelope.ts'

const int = z.number().int()
const shortText = z.string().max(300)
const secret = z.string().max(1024)

/** The user types of the architecture brief: 1 admin, 2 supplier, 3 customer. */
export const userTypeSchema = z.literal([1, 2, 3, 4])

/** The signed-in user as the API returns it and the session stores it (spec §3 Session state). */
export const sessionUserSchema = z.object({
  id: int,
  avatar: z.string().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  user_type: userTypeSchema,
  email_verified: z.boolean(),
})
export type SessionUser = z.output<typeof sessionUserSchema>

// ---- POST /oauth/token, POST /api/auth/logout, GET /api/auth/config -------------------------

/** JSON or form-encoded (OAuth clients post forms). Checked in OAuth's order: client, grant, user. */
export const tokenRequestSchema = z
  .object({
    client_id: z.union([z.string().max(100), z.number()]).optional(),
    client_secret: secret.optional(),
    grant_type: z.string().max(100).optional(),
    username: shortText.optional(),
    password: secret.optional(),
    altcha: z
      .string()
      .max(10_000)
      .optional()
      .describe('The solved ALTCHA payload; needed only after an answer with captcha_required'),
    portal_locale: z
      .string()
      .max(10)
      .optional()
      .describe(
        "The supplier portal's language of the sign-in page (si or ta); saved on a supplier's account (decision 082). Anything else is ignored",
      ),
  })
  .optional()

/** The body of POST /oauth/token and POST /api/auth/social on success. */
export const accessTokenReplySchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  expires_in: int,
})
export type AccessTokenReply = z.output<typeof accessTokenReplySchema>

/**
 * OAuth 2 error bodies carry `error`; ours also carry the `{ status, message }` every client
 * reads. A malformed body is refused like any other request (no `error`).
 */
export const oauthErrorSchema = z.object({
  status: z.literal('error'),
  error: z.enum(['invalid_client', 'unsupported_grant_type', 'invalid_grant']).optional(),
  message: z.string(),
  /** Too many failed sign-ins (decision 030): solve the captcha and send it as `altcha`. */
  captcha_required: z.literal(true).optional(),
})

export const logoutReplySchema = z.object({ status: z.literal('success') })

export const socialProviderSchema = z.enum(['google', 'facebook', 'apple'])

/** What the web's login and sign-up forms send: the first-party client is public by nature. */
export const authConfigSchema = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  social: z.array(socialProviderSchema),
})
export type AuthConfig = z.output<typeof authConfigSchema>

// ---- GET /api/captcha/challenge -------------------------------------------------------------

/** An ALTCHA v2 challenge, signed by the server; the widget solves it in the browser. */
export const captchaChallengeSchema = z.object({
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: int.optional() })
    .optional(),
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: int,
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
})

// ---- POST /api/register ---------------------------------------------------------------------

/** Spec §7 POST /api/register. Each field's rules are the sign-up form's (accounts.ts). */
export const registerBodySchema = z.object({
  client_id: z.union([z.string().max(100), z.number()]).optional(),
  client_secret: secret.optional(),
  user_type: z.unknown().optional().describe('2 supplier or 3 customer (default)'),
  first_name: shortText.optional(),
  last_name: shortText.optional(),
  email: shortText.optional(),
  password: secret.optional(),
  confim_password: secret.optional(),
  /** The solved ALTCHA payload. */
  altcha: z.string().max(10_000).optional(),
  offers: z.unknown().optional().describe('Wants the deals newsletter (true/1)'),
  locale: z
    .unknown()
    .optional()
    .describe(
      "The sign-up page's language (de, fr, ru, zh, hi, ja); the account's mails use it, anything else is English",
    ),
})

export const registerReplySchema = apiSuccessWithMessage(z.object({ user: sessionUserSchema }))

/** A refused sign-up: `error` lists every problem; the first is also the message (spec §8). */
export const registrationErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  error: z.array(z.string()).optional(),
})

// ---- Verification and password reset -------------------------------------------------------

export const tokenQuerySchema = z.object({ token: z.string().max(300).optional() })

export const resendVerificationReplySchema = z.object({ status: z.literal('success'), message: z.string() })

/**
 * POST /api/client/chpwd (spec §7): `{ username }`, the e-mail to send a reset link to. Any
 * scalar is read as text, so a number is "We could not find your account" like any non-address.
 */
export const passwordResetRequestSchema = z.object({
  username: z
    .union([shortText, z.number(), z.boolean(), z.null()])
    .transform((value) => (value === null ? '' : String(value)))
    .optional(),
  locale: z
    .unknown()
    .optional()
    .describe("The page's language; the mail is written in it (else the account's language)"),
})

export const resetLinkReplySchema = apiSuccess(z.object({ valid: z.boolean() }))

export const newPasswordBodySchema = z.object({
  token: shortText.optional(),
  password: secret.optional(),
  confim_password: secret.optional(),
})

// ---- Profile --------------------------------------------------------------------------------

/** POST /api/account/profile/field/update (spec §7): one field at a time. */
export const profileUpdateBodySchema = z.object({
  field: z.string().max(50).optional(),
  value: z.string().max(1024).optional(),
  /** Needed when `field` is password or email. */
  current_password: secret.optional(),
  altcha: z
    .string()
    .max(10_000)
    .optional()
    .describe('The solved ALTCHA payload; needed only after an answer with captcha_required'),
})

/** A refused profile update; `captcha_required` after too many wrong current passwords (decision 030). */
export const profileUpdateErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  captcha_required: z.literal(true).optional(),
})

export const profileUpdateReplySchema = apiSuccessWithMessage(sessionUserSchema)

// ---- Social sign-in (docs/decisions/012-social-sign-in.md) ----------------------------------

const providerName = z.string().max(20)
// Real ID tokens are 1-2 kB; the cap keeps a megabyte of junk away from the JWT parser.
const idToken = z.string().max(8192)

export const socialStartQuerySchema = z.object({ provider: providerName })
export const socialStartReplySchema = z.object({ authorization_url: z.string() })
export type SocialStartReply = z.output<typeof socialStartReplySchema>

/** The provider's ID token; react-social-login's user object (`_provider`, `_token`) is accepted as is. */
export const socialSignInBodySchema = z.object({
  provider: providerName.optional(),
  id_token: idToken.optional(),
  idToken: idToken.optional(),
  _provider: providerName.optional(),
  _token: z.object({ idToken: idToken.optional() }).optional(),
})

/**
 * Apple's form_post answer, relayed to the page in a 303's Location. Each part holds only what a
 * real answer can (a JWT, our base64url state, an OAuth error code), in characters that travel
 * unescaped, so the Location stays well inside a proxy's header buffer (nginx's is 4 KB): a
 * unicode id_token made a 36 KB Location, a 502 through nginx (issue 27).
 */
export const socialCallbackBodySchema = z.object({
  id_token: z
    .string()
    .max(2560)
    .regex(/^[\w-]+(\.[\w-]*){2,4}$/, 'a JWT')
    .optional(),
  state: z
    .string()
    .max(200)
    .regex(/^[\w-]*$/, 'base64url text')
    .optional(),
  // RFC 6749 §5.2: printable ASCII without " and \.
  error: z
    .string()
    .max(100)
    .regex(/^[\x20\x21\x23-\x5b\x5d-\x7e]*$/, 'an OAuth error code')
    .optional(),
})
