import type { TextFieldBinding } from '../../lib/use-text-fields'
import { TextField } from './form-field'
import { StrengthHint } from './password-strength'
import { useTranslator } from '../../lib/i18n'

/**
 * A new password with its live strength verdict, then the same again to confirm it (the
 * reset-password page and Settings). The verdict gives way to the field's error.
 */
export function NewPasswordFields({
  password,
  confirm,
  email,
}: {
  password: TextFieldBinding
  confirm: TextFieldBinding
  /** The account's e-mail, which the new password may not be. */
  email?: string
}) {
  const { t } = useTranslator()
  return (
    <>
      <TextField
        {...password}
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={password.error ? null : <StrengthHint password={password.value} email={email} />}
      />
      <TextField
        {...confirm}
        label={t('auth.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}
