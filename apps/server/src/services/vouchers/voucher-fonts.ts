/**
 * Sinhala and Tamil in the voucher PDF (decision 049). pdfkit's Helvetica covers Latin-1 only,
 * so text is cut into runs by script and each run is written in a font that has its letters:
 * Noto Sans Sinhala and Noto Sans Tamil from their Fontsource packages (the scripts' subsets
 * only, ~60 and ~20 KB). pdfkit shapes the runs (fontkit) and embeds only the glyphs used,
 * with a ToUnicode map, so the names copy and search as text.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export type RunFont = 'Helvetica' | 'NotoSansSinhala' | 'NotoSansTamil'

const fontFiles: Record<Exclude<RunFont, 'Helvetica'>, string> = {
  NotoSansSinhala: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff',
  NotoSansTamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
}

let loaded: Record<string, Buffer> | null = null

/** The font files, read once per process. */
export function scriptFonts(): Record<string, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(fontFiles).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  )
  return loaded
}

const ZERO_WIDTH_JOINERS = /[\u200c\u200d]/

function fontOf(ch: string): RunFont | null {
  const code = ch.codePointAt(0)!
  if (code >= 0x0d80 && code <= 0x0dff) return 'NotoSansSinhala'
  if (code >= 0x0b80 && code <= 0x0bff) return 'NotoSansTamil'
  // Sinhala conjuncts use the zero-width joiners: they stay in the run they are in.
  if (ZERO_WIDTH_JOINERS.test(ch)) return null
  return 'Helvetica'
}

/**
 * The text as runs of one font each. Letters no font here has (Latin-1, Sinhala, Tamil) print
 * as '?' rather than as a wrong glyph.
 */
export function scriptRuns(text: string): { font: RunFont; text: string }[] {
  const runs: { font: RunFont; text: string }[] = []
  for (const ch of text) {
    const font = fontOf(ch) ?? runs.at(-1)?.font ?? 'Helvetica'
    const printable = font === 'Helvetica' && ch.codePointAt(0)! > 0xff ? '?' : ch
    const last = runs.at(-1)
    if (last?.font === font) last.text += printable
    else runs.push({ font, text: printable })
  }
  return runs
}
