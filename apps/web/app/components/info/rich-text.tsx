/**
 * Typography for admin-managed HTML (about, privacy, disclaimers, cookie policy). Styled through
 * descendant selectors because the markup comes from the content, not from our components.
 * Links stay underlined: colour alone does not mark a link for everyone.
 */
const PROSE = [
  'text-base leading-relaxed text-slate-700',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_p]:mb-4',
  '[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
].join(' ')

/** `html` must come from `cleanRichText` (domain/rich-text.ts), applied in the route loader (never bundled: loaders are server-only). */
export function RichText({
  html,
  className = '',
  lang,
}: {
  html: string
  className?: string
  lang?: string
}) {
  return <div lang={lang} className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
