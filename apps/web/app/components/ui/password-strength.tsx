import { PASSWORD_MIN_LENGTH, passwordProblem } from '@serendib/domain/accounts'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'

export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number or symbol.`

/** Live verdict on a new password (the rule until something is typed), read out politely. */
export function StrengthHint({ password, email = '' }: { password: string; email?: string }) {
  const { t } = useTranslator()
  const tm = useSpecMessage()
  const problem = password ? passwordProblem(password, email) : null
  return (
    <span aria-live="polite" className={problem ? 'text-amber-800' : password ? 'text-emerald-700' : ''}>
      {password
        ? problem
          ? tm(problem)
          : t('auth.strongEnough')
        : t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH })}
    </span>
  )
}
