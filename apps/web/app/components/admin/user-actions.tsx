import type { AdminUser } from '@serendib/domain/api/admin-people'
import { useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { button, input, label } from './page-header'

type Action = 'disable' | 'enable' | 'resend-verification'

/**
 * Disable or enable a user (every session ends at once), or resend its verification e-mail: the
 * Users list's row buttons and the user's own page share them.
 */
export function UserActions({
  user,
  onDone,
  size = 'small',
}: {
  user: AdminUser
  onDone: () => void
  size?: 'small' | 'secondary'
}) {
  const notify = useSnackbar()
  const [action, setAction] = useState<Action | null>(null)
  return (
    <>
      <span className="flex flex-wrap gap-1">
        <button
          type="button"
          className={button[size]}
          onClick={() => setAction(user.status === 'active' ? 'disable' : 'enable')}
        >
          {user.status === 'active' ? 'Disable' : 'Enable'}
        </button>
        {!user.email_verified ? (
          <button type="button" className={button[size]} onClick={() => setAction('resend-verification')}>
            Resend verification
          </button>
        ) : null}
      </span>
      <ConfirmDialog
        open={action !== null}
        title={
          action === 'disable'
            ? `Disable ${user.email}`
            : action === 'enable'
              ? `Enable ${user.email}`
              : `Resend verification to ${user.email}`
        }
        confirmLabel={
          action === 'disable' ? 'Disable user' : action === 'enable' ? 'Enable user' : 'Send e-mail'
        }
        danger={action === 'disable'}
        onClose={() => setAction(null)}
        description={
          action === 'disable'
            ? 'Every session of this user ends now, and signing in is refused until you enable the account again.'
            : undefined
        }
        onConfirm={async (form) => {
          const answer = await adminApi.post(`/api/admin/users/${user.id}/${action!}`, {
            reason: String(form.get('reason') ?? ''),
          })
          if (!answer.ok) return answer.message
          notify(answer.message ?? 'Saved', 'success')
          onDone()
          return null
        }}
      >
        {action === 'disable' ? (
          <div>
            <label htmlFor={`disable-reason-${user.id}`} className={label}>
              Reason (kept in the audit log)
            </label>
            <input id={`disable-reason-${user.id}`} name="reason" maxLength={500} className={input} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
