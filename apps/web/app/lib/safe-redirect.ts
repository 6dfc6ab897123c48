/**
 * Where to go after logging in: the `redirect` query value when it is a path on this site,
 * else the fallback. Anything that could leave the site ("//evil.example", "/\evil", "https:…",
 * "javascript:…") or that carries control characters falls back.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  if (!target) return fallback
  const value = target.trim()
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  // Browsers read "\" as "/" in URLs, and strip tabs and newlines before parsing.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return fallback
  try {
    const url = new URL(value, 'http://serendib.invalid')
    if (url.origin !== 'http://serendib.invalid') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
