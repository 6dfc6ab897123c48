import { PASSWORD_MIN_LENGTH, passwordProblem } from '@serendib/domain/accounts'

export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number or symbol.`

/** Live verdict on a new password (the rule until something is typed), read out politely. */
export function StrengthHint({ password, email = '' }: { password: string; email?: string }) {
  const problem = password ? passwordProblem(password, email) : null
  return (
    <span aria-live="polite" className={problem ? 'text-amber-800' : password ? 'text-emerald-700' : ''}>
      {password ? (problem ?? 'Strong enough.') : PASSWORD_RULE}
    </span>
  )
}
