import { useRef, useState } from 'react'
import type { Route } from './+types/favorites'
import { AccountPageHeading } from '../../components/account/account-page-heading'
import { FavouriteCard } from '../../components/account/favourite-card'
import { LoadFailed, NoData } from '../../components/account/review-load-state'
import { AccountFallback } from '../../components/auth/account-fallback'
import { useSnackbar } from '../../components/ui/snackbar'
import { requireLogin } from '../../lib/auth-session'
import { loadFavourites, rememberFavouriteIds, setFavourite } from '../../lib/favourites'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/** The whole list is here, so it also refreshes the ids the hearts on cards read. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(request)
  const favourites = await loadFavourites()
  if (favourites) rememberFavouriteIds(favourites.map((favourite) => favourite.activity.id))
  return { favourites }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'account.favorites', 'My Favorites')
}

/** Spec §2 Favourites: saved tours as cards, each with 'View Tour Now' and remove. */
export default function Favorites({ loaderData }: Route.ComponentProps) {
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const tm = useSpecMessage()
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  const [removing, setRemoving] = useState<number | null>(null)
  // The removed card takes its button with it; focus goes back to the top of the list.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const favourites = loaderData.favourites?.filter((favourite) => !removed.has(favourite.activity.id)) ?? null

  async function remove(activityId: number) {
    if (removing !== null) return
    setRemoving(activityId)
    showSnackbar(t('msg.favouriteRemoving'), 'info')
    const result = await setFavourite(activityId, false)
    setRemoving(null)
    if (result.message) showSnackbar(tm(result.message), result.ok ? 'success' : 'error')
    if (!result.ok) return
    setRemoved((current) => new Set(current).add(activityId))
    headingRef.current?.focus()
  }

  return (
    <div className="flex flex-col gap-5 pt-2 pb-12 lg:pt-0">
      <div>
        <AccountPageHeading
          title={t('account.favorites')}
          intro={t('acct.favoritesIntro')}
          headingRef={headingRef}
        />
      </div>
      {favourites === null ? (
        <LoadFailed />
      ) : favourites.length === 0 ? (
        <NoData note={t('acct.noFavorites')} findTour />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {favourites.map((favourite) => (
            <li key={favourite.id}>
              <FavouriteCard
                activity={favourite.activity}
                removing={removing === favourite.activity.id}
                onRemove={() => void remove(favourite.activity.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
