/**
 * Spec §7 POST /api/client/chpwd with spec §8's outcomes: the site mails a link to choose a new
 * password. For every account kind (a traveller's dialog, the supplier portal's login).
 */
import { Messages } from '@serendib/domain/messages'
import { browserApi } from './browser-api'
import { newPasswordFailure } from './reply-messages'

export async function requestNewPassword(
  email: string,
  /** The page's language: the reset mail is written in it (decision 077). */
  locale?: string,
): Promise<{ ok: boolean; message: string }> {
  const reply = await browserApi.post('/api/client/chpwd', {
    username: email.trim(),
    ...(locale ? { locale } : {}),
  })
  return reply.ok
    ? { ok: true, message: Messages.passwordResetSent }
    : { ok: false, message: newPasswordFailure(reply.status, reply.body) }
}
