/**
 * A tiny single-stroke capital font drawn as SVG paths.
 *
 * Why not <text>: sharp rasterises SVG with librsvg, which needs system fonts through
 * fontconfig. On a fresh machine or a slim container without fonts every letter becomes a
 * "tofu" box, so the demo images would show rows of squares. Paths render the same everywhere.
 *
 * Glyphs sit on a grid 6 units tall (y = 0 top, y = 6 baseline); `advance` is the glyph width.
 * Lower case is drawn as capitals; characters without a glyph are left out.
 */
interface Glyph {
  d: string
  advance: number
}

const O_PATH = 'M2 0A2 3 0 1 0 2 6A2 3 0 1 0 2 0'
const P_BOWL = 'M0 6V0H2.4A1.6 1.6 0 0 1 2.4 3.2H0'

const glyphs: Record<string, Glyph> = {
  A: { d: 'M0 6L2 0L4 6M0.7 4H3.3', advance: 4 },
  B: { d: 'M0 3H2.5A1.5 1.5 0 0 1 2.5 6H0V0H2.2A1.5 1.5 0 0 1 2.2 3', advance: 4 },
  C: { d: 'M3.41 0.88A2 3 0 1 0 3.41 5.12', advance: 3.6 },
  D: { d: 'M0 0V6H1.4A2.6 3 0 0 0 1.4 0Z', advance: 4 },
  E: { d: 'M3.5 0H0V6H3.5M0 3H2.9', advance: 3.5 },
  F: { d: 'M3.5 0H0V6M0 3H2.9', advance: 3.4 },
  G: { d: 'M3.41 0.88A2 3 0 1 0 4 3H2.2', advance: 4 },
  H: { d: 'M0 0V6M4 0V6M0 3H4', advance: 4 },
  I: { d: 'M0 0V6', advance: 0 },
  J: { d: 'M3 0V4.5A1.5 1.5 0 0 1 0 4.5', advance: 3 },
  K: { d: 'M0 0V6M3.7 0L0 3.7M1.3 2.4L3.9 6', advance: 3.9 },
  L: { d: 'M0 0V6H3.4', advance: 3.4 },
  M: { d: 'M0 6V0L2.5 4L5 0V6', advance: 5 },
  N: { d: 'M0 6V0L4 6V0', advance: 4 },
  O: { d: O_PATH, advance: 4 },
  P: { d: P_BOWL, advance: 4 },
  Q: { d: `${O_PATH}M2.6 4.4L4.2 6.3`, advance: 4.2 },
  R: { d: `${P_BOWL}M1.9 3.2L4 6`, advance: 4 },
  S: { d: 'M3.56 0.75A1.8 1.5 0 1 0 2 3A1.8 1.5 0 1 1 0.44 5.25', advance: 4 },
  T: { d: 'M0 0H4M2 0V6', advance: 4 },
  U: { d: 'M0 0V4A2 2 0 0 0 4 4V0', advance: 4 },
  V: { d: 'M0 0L2 6L4 0', advance: 4 },
  W: { d: 'M0 0L1.25 6L2.5 1.4L3.75 6L5 0', advance: 5 },
  X: { d: 'M0 0L4 6M4 0L0 6', advance: 4 },
  Y: { d: 'M0 0L2 3L4 0M2 3V6', advance: 4 },
  Z: { d: 'M0 0H4L0 6H4', advance: 4 },
  '0': { d: 'M1.8 0A1.8 3 0 1 0 1.8 6A1.8 3 0 1 0 1.8 0', advance: 3.6 },
  '1': { d: 'M0.2 1.3L1.6 0V6', advance: 1.6 },
  '2': { d: 'M0.2 1.5A1.8 1.5 0 1 1 3.56 2.25L0 6H3.8', advance: 3.8 },
  '3': { d: 'M0.44 0.75A1.8 1.5 0 1 1 2 3A1.8 1.5 0 1 1 0.44 5.25', advance: 3.8 },
  '4': { d: 'M3 6V0L0 4.2H4', advance: 4 },
  '5': { d: 'M3.6 0H0.5L0.3 2.7C1.5 2.2 3.8 2.4 3.8 4.3C3.8 6.4 1 6.4 0.2 5.4', advance: 3.8 },
  '6': { d: 'M3.3 0.4C1.5 -0.3 0.1 1.3 0.1 4.2A1.9 1.8 0 1 0 3.9 4.2A1.9 1.8 0 1 0 0.1 4.2', advance: 4 },
  '7': { d: 'M0 0H4L1.5 6', advance: 4 },
  '8': {
    d: 'M2 0A1.6 1.45 0 1 0 2 2.9A1.6 1.45 0 1 0 2 0M2 2.9A1.9 1.55 0 1 0 2 6A1.9 1.55 0 1 0 2 2.9',
    advance: 4,
  },
  '9': { d: 'M3.9 1.8A1.9 1.8 0 1 0 0.1 1.8A1.9 1.8 0 1 0 3.9 1.8C3.9 4.7 2.5 6.3 0.7 5.7', advance: 4 },
  '-': { d: 'M0.2 3.3H2.4', advance: 2.6 },
  '&': {
    d: 'M4 6L1.1 2.2C0.4 1.2 0.8 0 1.9 0C2.9 0 3.3 1.1 2.6 1.9L0.7 3.6C-0.3 4.6 0.3 6 1.6 6C2.6 6 3.4 5.2 3.9 4',
    advance: 4,
  },
  "'": { d: 'M0 0V1.6', advance: 0 },
  ',': { d: 'M0.4 5.6L0 6.9', advance: 0.4 },
  '.': { d: 'M0 6V6.01', advance: 0 },
  ':': { d: 'M0 2V2.01M0 6V6.01', advance: 0 },
  '/': { d: 'M0 6.3L2.6 -0.3', advance: 2.6 },
  '(': { d: 'M1.4 -0.3Q-0.5 3 1.4 6.3', advance: 1.4 },
  ')': { d: 'M0 -0.3Q1.9 3 0 6.3', advance: 1.4 },
  '!': { d: 'M0 0V4.2M0 6V6.01', advance: 0 },
  '·': { d: 'M0 3.2V3.21', advance: 0 },
  '+': { d: 'M0 3H3M1.5 1.5V4.5', advance: 3 },
}

/** Typographic variants that map onto the glyphs above. */
const aliases: Record<string, string> = { '’': "'", '‘': "'", '—': '-', '–': '-', '•': '·' }

export const GLYPH_HEIGHT = 6
/** Space between glyphs and the width of a space, in grid units. */
const TRACKING = 1.3
const SPACE = 2.4

function glyphFor(char: string): Glyph | undefined {
  const upper = (aliases[char] ?? char).toUpperCase()
  return glyphs[upper]
}

/** Width of a line in grid units (before scaling). */
export function measureText(text: string, tracking: number = TRACKING): number {
  let width = 0
  let first = true
  for (const char of text) {
    if (char === ' ') {
      width += SPACE + tracking
      first = true
      continue
    }
    const glyph = glyphFor(char)
    if (!glyph) continue
    width += (first ? 0 : tracking) + glyph.advance
    first = false
  }
  return width
}

/** SVG markup (one <path> per glyph) for a line starting at x = 0, in grid units; caller sets stroke. */
export function textPath(text: string, tracking: number = TRACKING): string {
  const parts: string[] = []
  let x = 0
  let first = true
  for (const char of text) {
    if (char === ' ') {
      x += SPACE + tracking
      first = true
      continue
    }
    const glyph = glyphFor(char)
    if (!glyph) continue
    if (!first) x += tracking
    parts.push(`<path transform="translate(${x.toFixed(2)} 0)" d="${glyph.d}"/>`)
    x += glyph.advance
    first = false
  }
  return parts.join('')
}

/**
 * Splits text into at most `maxLines` lines by words. Lines are balanced (the widest line is as
 * narrow as possible) rather than filled greedily, so a title never leaves one orphan word.
 */
export function wrapText(text: string, maxUnits: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  if (measureText(words.join(' ')) <= maxUnits || maxLines < 2 || words.length < 2) return [words.join(' ')]
  let best: string[] = [words.join(' ')]
  let bestWidth = Number.POSITIVE_INFINITY
  for (let i = 1; i < words.length; i++) {
    const rest = wrapText(words.slice(i).join(' '), maxUnits, maxLines - 1)
    const lines = [words.slice(0, i).join(' '), ...rest]
    const width = Math.max(...lines.map((line) => measureText(line)))
    if (width < bestWidth) {
      best = lines
      bestWidth = width
    }
  }
  return best
}
