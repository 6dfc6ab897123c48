import type { ImageRef } from '@serendib/domain/catalogue-api'
import type { ReactNode } from 'react'

/** One panel of the dashboard with its heading. */
export function DashboardCard({
  title,
  headingId,
  children,
}: {
  title: string
  headingId: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A tour's photo beside its text; decorative, since the title next to it names the tour. */
export function DashboardThumb({ image }: { image: Pick<ImageRef, 'url' | 'srcset'> | null }) {
  return (
    <div className="h-20 w-24 shrink-0 overflow-hidden rounded-xl bg-slate-200 sm:h-24 sm:w-32">
      {image ? (
        <img
          src={image.url}
          srcSet={image.srcset || undefined}
          sizes="128px"
          alt=""
          width={128}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : null}
    </div>
  )
}
