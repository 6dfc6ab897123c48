import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resendVerificationReplySchema, tokenQuerySchema } from '@serendib/domain/api/accounts'
import { redirect, successMessage } from '@serendib/domain/api/envelope'
import { supplierApprovalLabels, type SupplierApprovalCode } from '@serendib/domain/supplier-approval'
import { UserType } from '@serendib/domain/user-types'
import { bearerAuth, signedIn } from '../../plugins/auth.ts'
import { undoEmailChange } from '../../services/accounts/email-change.ts'
import { completeVerification, resendVerification } from '../../services/accounts/verification.ts'
import { isTravellerLocale, localizedPath } from '@serendib/domain/i18n/locales'

/** The e-mailed verification link, and asking for a new one (docs/accounts-api.md). */
const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/email',
    {
      schema: {
        querystring: tokenQuerySchema,
        response: {
          302: redirect(
            'To /verify/complete (a supplier: /verify/complete?supplier=pending, approved, rejected or suspended), or /verify/failed for a bad or used link',
          ),
        },
      },
    },
    async (request, reply) => {
      const verified = await completeVerification(app.database, request.query.token, app.config.publicUrl)
      if (!verified) return reply.redirect('/verify/failed', 302)
      // A traveller lands on the page in the language the account was made in (decision 077).
      if (verified.userType !== UserType.supplier) {
        const locale = isTravellerLocale(verified.locale) ? verified.locale : 'en'
        return reply.redirect(localizedPath('/verify/complete', locale), 302)
      }
      // A supplier is sent to the portal's sign-in, told what happens next (issue 29 point 8).
      const stage = supplierApprovalLabels[verified.approvalStatus as SupplierApprovalCode] ?? 'Pending'
      return reply.redirect(`/verify/complete?supplier=${stage.toLowerCase()}`, 302)
    },
  )

  app.get(
    '/verify/undo-email-change',
    {
      schema: {
        querystring: tokenQuerySchema,
        response: {
          302: redirect('To /verify/complete?restored=1, or /verify/failed for a bad or used link'),
        },
      },
    },
    async (request, reply) => {
      const restored = await undoEmailChange(app.database, request.query.token)
      return reply.redirect(restored ? '/verify/complete?restored=1' : '/verify/failed', 302)
    },
  )

  app.post(
    '/verify/resend',
    {
      onRequest: signedIn,
      schema: { security: bearerAuth, response: { 200: resendVerificationReplySchema } },
    },
    async (request) => {
      await resendVerification(app.database, request.user, app.config.publicUrl)
      return successMessage(`We sent a new confirmation link to ${request.user.email}`)
    },
  )
}
export default verifyRoutes
