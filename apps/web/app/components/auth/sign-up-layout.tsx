import type { ReactNode } from 'react'

interface SignUpLayoutProps {
  title: string
  intro: string
  /** Why sign up: beside the form on wide screens, under it on phones. */
  aside: ReactNode
  children: ReactNode
}

export function SignUpLayout({ title, intro, aside, children }: SignUpLayoutProps) {
  return (
    <div className="bg-brand-50/60 px-4 py-8 sm:py-12">
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start">
        <div className="lg:pt-6">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 max-w-prose text-slate-700 sm:text-lg">{intro}</p>
          <div className="mt-6 hidden lg:block">{aside}</div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
        <div className="lg:hidden">{aside}</div>
      </div>
    </div>
  )
}
