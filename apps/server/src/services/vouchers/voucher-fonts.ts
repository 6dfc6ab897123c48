/**
 * Every script the voucher PDF is written in (decisions 049, 077). pdfkit's Helvetica covers
 * Latin-1 only, so text is cut into runs by script and each run is written in a font that has
 * its letters: Noto Sans Sinhala, Tamil and Devanagari (Hindi) and Noto Sans's Latin, Latin
 * Extended and Cyrillic subsets from their Fontsource packages (a script's subset only, 10–100 KB
 * each), and for Chinese and Japanese Debian's Droid Sans Fallback (fonts-droid-fallback, which
 * .ci/run installs) or Noto Sans CJK where fonts-noto-cjk is installed. pdfkit shapes the runs
 * (fontkit) and embeds only the glyphs used, with a ToUnicode map, so text copies and searches.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export type RunFont =
  | 'Helvetica'
  | 'NotoSansSinhala'
  | 'NotoSansTamil'
  | 'NotoSansDevanagari'
  | 'NotoSansLatin'
  | 'NotoSansLatinExt'
  | 'NotoSansCyrillic'
  | 'CJK'

const packagedFonts: Record<Exclude<RunFont, 'Helvetica' | 'CJK'>, string> = {
  NotoSansSinhala: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff',
  NotoSansTamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  NotoSansDevanagari:
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  NotoSansLatin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  NotoSansLatinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  NotoSansCyrillic: '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
}

/**
 * Chinese and Japanese: no Fontsource package holds them in one file (they are cut into a
 * hundred numbered pieces), so a system font, the first present: a collection names its face.
 */
const CJK_CANDIDATES: { file: string; face?: string }[] = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf' },
]

export interface ScriptFont {
  data: Buffer
  /** The face inside a font collection (.ttc). */
  face?: string
}

let loaded: Record<string, ScriptFont> | null = null

/** The font files, read once per process; CJK only where the system has one. */
export function scriptFonts(): Record<string, ScriptFont> {
  if (!loaded) {
    const fonts: Record<string, ScriptFont> = Object.fromEntries(
      Object.entries(packagedFonts).map(([name, file]) => [
        name,
        { data: readFileSync(require.resolve(file)) },
      ]),
    )
    const cjk = CJK_CANDIDATES.find((c) => existsSync(c.file))
    if (cjk) fonts.CJK = { data: readFileSync(cjk.file), ...(cjk.face ? { face: cjk.face } : {}) }
    loaded = fonts
  }
  return loaded
}

const ZERO_WIDTH_JOINERS = /[\u200c\u200d]/

function fontOf(ch: string): RunFont | null {
  const code = ch.codePointAt(0)!
  if (code >= 0x0d80 && code <= 0x0dff) return 'NotoSansSinhala'
  if (code >= 0x0b80 && code <= 0x0bff) return 'NotoSansTamil'
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'NotoSansDevanagari'
  if (code >= 0x0400 && code <= 0x045f) return 'NotoSansCyrillic'
  if ((code >= 0x0100 && code <= 0x024f) || (code >= 0x1e00 && code <= 0x1eff)) return 'NotoSansLatinExt'
  // CJK punctuation, kana, ideographs, full-width forms.
  if (
    (code >= 0x3000 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xff00 && code <= 0xffef)
  )
    return 'CJK'
  // Sinhala conjuncts and Devanagari half forms use the zero-width joiners: they stay in their run.
  if (ZERO_WIDTH_JOINERS.test(ch)) return null
  // Typographic quotes, dashes, ellipsis, the euro sign.
  if ((code >= 0x2010 && code <= 0x206f) || code === 0x20ac) return 'NotoSansLatin'
  return 'Helvetica'
}

/**
 * The text as runs of one font each. Letters no font here has print as '?' rather than as a
 * wrong glyph (Chinese and Japanese too on a machine without a CJK font).
 */
export function scriptRuns(
  text: string,
  available: Record<string, unknown> = scriptFonts(),
): { font: RunFont; text: string }[] {
  const runs: { font: RunFont; text: string }[] = []
  for (const ch of text) {
    let font = fontOf(ch) ?? runs.at(-1)?.font ?? 'Helvetica'
    if (font !== 'Helvetica' && !(font in available)) font = 'Helvetica'
    const printable = font === 'Helvetica' && ch.codePointAt(0)! > 0xff ? '?' : ch
    const last = runs.at(-1)
    if (last?.font === font) last.text += printable
    else runs.push({ font, text: printable })
  }
  return runs
}
