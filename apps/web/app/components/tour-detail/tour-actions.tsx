import { useParams } from 'react-router'
import { parseId } from '../../lib/route-params'
import { useFavouriteToggle } from '../ui/favourite-heart'
import { HeartIcon } from '../ui/icons'
import { ShareIcon } from '../ui/icons-more'
import { useSnackbar } from '../ui/snackbar'
import { useTranslator } from '../../lib/i18n'

const actionButton =
  'flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50'

/**
 * Add to favourites and Share, under the booking buttons (spec §2). The activity is the page's
 * own (every detail route carries :aid) unless the caller names one.
 */
export function TourActions({ title, url, activityId }: { title: string; url: string; activityId?: number }) {
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const { aid } = useParams()
  // Spec §6: logged out, this opens the login dialog; logged in it adds, or removes a favourite.
  const favourites = useFavouriteToggle(activityId ?? parseId(aid) ?? 0)

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
      showSnackbar(t('panel.linkCopied'), 'success')
    } catch {
      showSnackbar(t('panel.copyFailed'), 'error')
    }
  }

  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={favourites.toggle}
        aria-busy={favourites.busy || undefined}
        className={`${actionButton} flex-1`}
      >
        <HeartIcon
          width={18}
          height={18}
          fill={favourites.favourite ? 'currentColor' : 'none'}
          className="text-accent-700"
        />
        {favourites.favourite ? t('panel.removeFavourite') : t('panel.addFavourite')}
      </button>
      <button type="button" onClick={share} className={actionButton}>
        <ShareIcon width={18} height={18} className="text-brand-700" />
        {t('panel.share')}
      </button>
    </div>
  )
}
