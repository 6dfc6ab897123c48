import { Messages } from '@serendib/domain/messages'
import { useEffect, useState } from 'react'
import { useTranslator } from '../../lib/i18n'
import { currentFavouriteIds, loadFavouriteIds, setFavourite, useFavouriteIds } from '../../lib/favourites'
import { useLoggedIn } from '../../lib/session-store'
import { useHydrated } from '../../lib/use-hydrated'
import { useLoginDialog } from '../../lib/login-dialog-context'
import { HeartIcon } from './icons'
import { useSnackbar } from './snackbar'

/**
 * Add or remove one activity from the favourites. Spec §6: logged out, the login dialog opens
 * instead. Which way a click goes comes from the ids loaded once per session.
 */
export function useFavouriteToggle(activityId: number) {
  const loggedIn = useLoggedIn()
  const ids = useFavouriteIds()
  const { showLogin } = useLoginDialog()
  const showSnackbar = useSnackbar()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (loggedIn) void loadFavouriteIds()
  }, [loggedIn])

  async function toggle() {
    if (!loggedIn) {
      showLogin()
      return
    }
    if (busy) return
    setBusy(true)
    try {
      // A click before the ids arrived waits for them; without them it adds (adding twice is harmless).
      await loadFavouriteIds()
      const remove = currentFavouriteIds()?.has(activityId) ?? false
      if (remove) showSnackbar(Messages.favouriteRemoving, 'info')
      const result = await setFavourite(activityId, !remove)
      if (result.message) showSnackbar(result.message, result.ok ? 'success' : 'error')
    } finally {
      setBusy(false)
    }
  }

  return { favourite: loggedIn && (ids?.has(activityId) ?? false), busy, toggle }
}

/**
 * The heart over an activity card. Rendered only after hydration: the server's card HTML stays
 * the same for every visitor (and cacheable), and no button appears before it can work.
 */
export function FavouriteHeart({ activityId, title }: { activityId: number; title: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return <HeartButton activityId={activityId} title={title} />
}

function HeartButton({ activityId, title }: { activityId: number; title: string }) {
  const { favourite, busy, toggle } = useFavouriteToggle(activityId)
  const { t } = useTranslator()
  return (
    <button
      type="button"
      onClick={toggle}
      aria-busy={busy || undefined}
      aria-label={t(favourite ? 'card.removeFavourite' : 'card.addFavourite', { title })}
      data-favourite={favourite ? 'on' : 'off'}
      className="absolute top-3 right-3 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-accent-700 shadow-md ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      <HeartIcon width={20} height={20} fill={favourite ? 'currentColor' : 'none'} />
    </button>
  )
}
