import { useLoggedIn } from '../../lib/session-store'
import { useLoginDialog } from '../auth/login-dialog'
import { HeartIcon, ShareIcon } from '../icons'
import { useSnackbar } from '../snackbar'

const actionButton =
  'flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50'

/** Add to favourites and Share, under the booking buttons (spec §2). */
export function TourActions({ title, url }: { title: string; url: string }) {
  const showSnackbar = useSnackbar()
  const loggedIn = useLoggedIn()
  const { showLogin } = useLoginDialog()

  async function share() {
    // The system share sheet on phones; elsewhere the canonical link goes to the clipboard.
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; any other error falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      showSnackbar('Link copied to your clipboard', 'success')
    } catch {
      showSnackbar('Could not copy the link', 'error')
    }
  }

  function addToFavourites() {
    // Spec §6: adding a favourite while logged out opens the login dialog. The favourites
    // call arrives with the account area; until then the button explains instead of failing.
    if (loggedIn) showSnackbar('Favourites open soon', 'info')
    else showLogin()
  }

  return (
    <div className="flex gap-2">
      <button type="button" onClick={addToFavourites} className={`${actionButton} flex-1`}>
        <HeartIcon width={18} height={18} className="text-accent-700" />
        Add to favourites
      </button>
      <button type="button" onClick={share} className={actionButton}>
        <ShareIcon width={18} height={18} className="text-brand-700" />
        Share
      </button>
    </div>
  )
}
