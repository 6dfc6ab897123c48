import { Messages } from '@serendib/domain/messages'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { useEffect, useRef, useState } from 'react'
import { data, Link } from 'react-router'
import type { Route } from './+types/review-by-token'
import { LoadFailed } from '../components/account/review-load-state'
import { ReviewTokenForm } from '../components/account/review-token-form'
import { UsedReviewLink } from '../components/account/used-review-link'
import { CheckIcon } from '../components/ui/icons-more'
import { NotFoundPage } from '../components/ui/not-found-page'
import { apiContext } from '../lib/api-context'
import { useTranslator } from '../lib/i18n'
import { routeMessages } from '../lib/message-catalogue'
import { useSpecMessage } from '../lib/spec-message'
import { loadTokenReview, type TokenReviewData } from '../lib/reviews-api'
import { translatedPrivateMeta } from '../lib/meta-i18n'

/**
 * Rendered per request (the page cache skips /tour/review/): an unknown link answers HTTP 404
 * with the not-found page, as spec §8 asks; a spent one shows its review; a good one its form.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const result = await loadTokenReview(params.token, context.get(apiContext))
  if (result.kind === 'not-found') throw data(null, { status: 404 })
  return {
    token: params.token,
    result,
    messages: routeMessages(new URL(request.url).pathname, handle.messages),
  }
}

// In every traveller language (issue 31): the e-mailed link is in the booking's language.
export const handle = {
  translated: true,
  messages: ['review', 'acct.touredOn', 'card', 'acct.findATour', 'msg'] satisfies MessagePrefix[],
}

export function ErrorBoundary() {
  return <NotFoundPage />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'title.review', 'Review your tour')
}

/**
 * Spec §2 Review by token: no login; an unknown link shows the 404 page (spec §8), a used one
 * the review it led to (issue 18).
 */
export default function ReviewByToken({ loaderData }: Route.ComponentProps) {
  const { token, result } = loaderData
  const { t } = useTranslator()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {result.kind === 'failed' ? (
        <LoadFailed what={t('review.yourLink')} />
      ) : result.kind === 'used' ? (
        <UsedReviewLink data={result.data} />
      ) : (
        <ReviewPage data={result.data} token={token} />
      )}
    </div>
  )
}

function ReviewPage({ data, token }: { data: TokenReviewData; token: string }) {
  const [done, setDone] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const image = data.activity.cover_image
  const { t, lp, date } = useTranslator()
  const tm = useSpecMessage()

  // The form is gone once the review is in: focus goes to the heading that says so.
  useEffect(() => {
    if (done) headingRef.current?.focus()
  }, [done])

  return (
    <>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
      >
        {done ? tm(Messages.reviewTokenAdded) : t('review.howWasTour')}
      </h1>
      <div className="mt-5 flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="h-20 w-28 shrink-0 overflow-hidden rounded-xl bg-slate-200 sm:h-24 sm:w-36">
          {image ? (
            <img
              src={image.url}
              srcSet={image.srcset || undefined}
              sizes="144px"
              alt=""
              width={144}
              height={96}
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{data.activity.title}</p>
          <p className="text-sm text-slate-600">
            {t('acct.touredOn', { date: date(data.booking.start_date) })}
          </p>
          {data.booking.booking_reference ? (
            <p className="text-sm text-slate-600">
              {t('review.booking', { reference: data.booking.booking_reference })}
            </p>
          ) : null}
        </div>
      </div>
      {done ? (
        <div
          role="status"
          className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CheckIcon width={20} height={20} aria-hidden="true" />
            {t('review.thanks')}
          </p>
          <Link
            to={lp('/search')}
            className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('review.findNextTour')}
          </Link>
        </div>
      ) : (
        <section
          aria-label={t('review.yourReview')}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ReviewTokenForm data={data} token={token} onDone={() => setDone(true)} />
        </section>
      )}
    </>
  )
}
