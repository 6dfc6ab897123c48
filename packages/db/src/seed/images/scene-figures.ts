/** Silhouettes and objects placed on the landscapes. Sizes are in pixels of the final image. */
import { darken, lighten, mix } from './colour.ts'
import { f } from './scene-landscape.ts'
import type { Random } from './seeded-random.ts'

export function palm(
  random: Random,
  x: number,
  baseY: number,
  height: number,
  lean: number,
  colour: string,
): string {
  const topX = x + lean * height
  const topY = baseY - height
  const trunk =
    `<path d="M${f(x)} ${f(baseY)}Q${f(x + lean * height * 0.15)} ${f(baseY - height * 0.55)} ${f(topX)} ${f(topY)}" ` +
    `fill="none" stroke="${colour}" stroke-width="${f(height * 0.045)}" stroke-linecap="round"/>`
  let fronds = ''
  const count = 8
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI + (i / (count - 1)) * Math.PI + random.range(-0.15, 0.15)
    const length = height * random.range(0.32, 0.42)
    const droop = length * (0.35 + Math.abs(Math.cos(angle)) * 0.45)
    const tipX = topX + Math.cos(angle) * length
    const tipY = topY + Math.sin(angle) * length * 0.55 + droop
    const midX = topX + Math.cos(angle) * length * 0.5
    const midY = topY + Math.sin(angle) * length * 0.45 - length * 0.12
    const w = length * 0.12
    fronds +=
      `<path d="M${f(topX)} ${f(topY)}Q${f(midX)} ${f(midY - w)} ${f(tipX)} ${f(tipY)}` +
      `Q${f(midX)} ${f(midY + w)} ${f(topX)} ${f(topY)}Z" fill="${colour}"/>`
  }
  return trunk + fronds
}

/** A dagoba (stupa): terraces, bell dome, square harmika and spire. */
export function stupa(cx: number, baseY: number, size: number, body: string, shadow: string): string {
  const s = size
  const t1 = baseY - s * 0.06
  const t2 = t1 - s * 0.06
  const t3 = t2 - s * 0.05
  const domeTop = t3 - s * 0.62
  const harmikaTop = domeTop - s * 0.12
  const spireTop = harmikaTop - s * 0.6
  return (
    `<rect x="${f(cx - s * 0.7)}" y="${f(t1)}" width="${f(s * 1.4)}" height="${f(s * 0.06)}" fill="${shadow}"/>` +
    `<rect x="${f(cx - s * 0.6)}" y="${f(t2)}" width="${f(s * 1.2)}" height="${f(s * 0.06)}" fill="${body}"/>` +
    `<rect x="${f(cx - s * 0.53)}" y="${f(t3)}" width="${f(s * 1.06)}" height="${f(s * 0.05)}" fill="${shadow}"/>` +
    `<path d="M${f(cx - s * 0.5)} ${f(t3)}C${f(cx - s * 0.5)} ${f(t3 - s * 0.45)} ${f(cx - s * 0.3)} ${f(domeTop)} ${f(cx)} ${f(domeTop)}` +
    `C${f(cx + s * 0.3)} ${f(domeTop)} ${f(cx + s * 0.5)} ${f(t3 - s * 0.45)} ${f(cx + s * 0.5)} ${f(t3)}Z" fill="${body}"/>` +
    `<path d="M${f(cx + s * 0.12)} ${f(domeTop + s * 0.03)}C${f(cx + s * 0.38)} ${f(domeTop + s * 0.1)} ${f(cx + s * 0.5)} ${f(t3 - s * 0.35)} ${f(cx + s * 0.5)} ${f(t3)}` +
    `L${f(cx + s * 0.3)} ${f(t3)}C${f(cx + s * 0.32)} ${f(t3 - s * 0.3)} ${f(cx + s * 0.26)} ${f(domeTop + s * 0.12)} ${f(cx + s * 0.12)} ${f(domeTop + s * 0.03)}Z" fill="${shadow}" opacity="0.55"/>` +
    `<rect x="${f(cx - s * 0.09)}" y="${f(harmikaTop)}" width="${f(s * 0.18)}" height="${f(s * 0.12)}" fill="${body}"/>` +
    `<path d="M${f(cx - s * 0.075)} ${f(harmikaTop)}L${f(cx)} ${f(spireTop)}L${f(cx + s * 0.075)} ${f(harmikaTop)}Z" fill="${body}"/>` +
    `<path d="M${f(cx - s * 0.06)} ${f(harmikaTop - s * 0.12)}H${f(cx + s * 0.06)}M${f(cx - s * 0.045)} ${f(harmikaTop - s * 0.24)}H${f(cx + s * 0.045)}" stroke="${shadow}" stroke-width="${f(s * 0.015)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(spireTop)}" r="${f(s * 0.025)}" fill="#f2c14e"/>`
  )
}

/** The flat-topped Sigiriya rock rising from the plain, with scrub on its summit. */
export function lionRock(
  random: Random,
  cx: number,
  baseY: number,
  width: number,
  height: number,
  colour: string,
): string {
  const l = cx - width / 2
  const top = baseY - height
  const p = (dx: number, dy: number): string => `${f(l + width * dx)} ${f(top + height * dy)}`
  const outline =
    `M${p(-0.08, 1)}C${p(0.02, 0.8)} ${p(0.08, 0.62)} ${p(0.08, 0.45)}C${p(0.07, 0.3)} ${p(0.1, 0.12)} ${p(0.2, 0.06)}` +
    `Q${p(0.45, -0.02)} ${p(0.62, 0.03)}Q${p(0.78, 0.0)} ${p(0.9, 0.1)}C${p(0.97, 0.25)} ${p(0.94, 0.45)} ${p(0.97, 0.6)}` +
    `C${p(1.0, 0.75)} ${p(1.06, 0.9)} ${p(1.14, 1)}Z`
  let streaks = ''
  for (let i = 0; i < 9; i++) {
    const x = l + width * random.range(0.14, 0.9)
    const y = top + height * random.range(0.08, 0.3)
    streaks += `M${f(x)} ${f(y)}q${f(width * random.range(-0.03, 0.03))} ${f(height * 0.3)} ${f(width * random.range(-0.02, 0.02))} ${f(height * random.range(0.3, 0.6))}`
  }
  return (
    `<path d="${outline}" fill="${colour}"/>` +
    `<path d="M${p(0.55, 0.1)}Q${p(0.9, 0.08)} ${p(0.93, 0.4)}C${p(0.95, 0.7)} ${p(1.05, 0.9)} ${p(1.14, 1)}L${p(0.7, 1)}Q${p(0.7, 0.4)} ${p(0.55, 0.1)}Z" fill="${darken(colour, 0.2)}" opacity="0.6"/>` +
    `<path d="${streaks}" stroke="${darken(colour, 0.3)}" stroke-width="${f(width * 0.01)}" fill="none" stroke-linecap="round" opacity="0.45"/>` +
    `<path d="M${p(0.2, 0.06)}Q${p(0.45, -0.02)} ${p(0.62, 0.03)}Q${p(0.78, 0.0)} ${p(0.9, 0.1)}" stroke="${mix('#3f6b35', colour, 0.35)}" stroke-width="${f(height * 0.05)}" fill="none" stroke-linecap="round"/>`
  )
}

/** Elephant facing left in a 100 x 70 box, ground at y = 70. */
const ELEPHANT =
  'M22 14C30 6 50 5 62 9C76 12 88 16 92 30C94 38 93 44 91 50L90 70H81L79 52C72 55 62 55 56 52L55 70H45L43 50' +
  'C36 49 30 46 27 41C22 48 20 58 23 68L17 69C12 60 11 45 13 36C12 25 15 18 22 14Z'
const ELEPHANT_EAR = 'M32 16C42 14 48 22 46 32C44 40 38 42 33 38C30 32 29 22 32 16Z'

export function elephant(x: number, groundY: number, scale: number, colour: string, flip = false): string {
  const sx = flip ? -scale : scale
  const ox = flip ? x + 50 * scale : x - 50 * scale
  return (
    `<g transform="translate(${f(ox)} ${f(groundY - 70 * scale)}) scale(${sx.toFixed(3)} ${scale.toFixed(3)})">` +
    `<path d="${ELEPHANT}" fill="${colour}"/><path d="${ELEPHANT_EAR}" fill="${darken(colour, 0.18)}"/>` +
    `<path d="M91 26Q98 34 95 46" fill="none" stroke="${colour}" stroke-width="2.2"/>` +
    `<path d="M24 40Q20 44 15 43" fill="none" stroke="#f4efe2" stroke-width="2.4" stroke-linecap="round"/></g>`
  )
}

/** Leopard walking right in a 120 x 50 box, ground at y = 48. */
const LEOPARD =
  'M12 20C30 12 70 12 88 16C94 14 98 8 104 8L106 4L108 8C111 9 114 12 116 15L114 19C108 21 101 22 97 25' +
  'C95 31 95 38 97 48H91L88 31C70 33 46 33 31 31L28 48H22C22 39 19 33 15 31C10 29 9 24 12 20Z'

export function leopard(x: number, groundY: number, scale: number, colour: string): string {
  return (
    `<g transform="translate(${f(x - 60 * scale)} ${f(groundY - 48 * scale)}) scale(${scale.toFixed(3)})">` +
    `<path d="M13 21C2 26 0 40 7 46" fill="none" stroke="${colour}" stroke-width="3.2" stroke-linecap="round"/>` +
    `<path d="${LEOPARD}" fill="${colour}"/>` +
    `<path d="M84 30L82 48H77L78 31M36 31L38 48H33L31 31" fill="${darken(colour, 0.2)}"/></g>`
  )
}

export function whaleTail(cx: number, waterY: number, scale: number, colour: string): string {
  const p = (dx: number, dy: number): string => `${f(cx + dx * scale)} ${f(waterY + dy * scale)}`
  return (
    `<path d="M${p(-9, 0)}C${p(-7, -30)} ${p(-5, -50)} ${p(-4, -60)}C${p(-20, -70)} ${p(-50, -74)} ${p(-74, -94)}` +
    `C${p(-46, -98)} ${p(-16, -94)} ${p(0, -80)}C${p(16, -94)} ${p(46, -98)} ${p(74, -94)}` +
    `C${p(50, -74)} ${p(20, -70)} ${p(4, -60)}C${p(5, -50)} ${p(7, -30)} ${p(9, 0)}Z" fill="${colour}"/>` +
    `<path d="M${p(-24, 0)}q${f(24 * scale)} ${f(-6 * scale)} ${f(48 * scale)} 0" stroke="#ffffff" stroke-width="${f(2.5 * scale)}" fill="none" opacity="0.8"/>` +
    `<g fill="#ffffff" opacity="0.8"><circle cx="${f(cx - 40 * scale)}" cy="${f(waterY - 70 * scale)}" r="${f(2 * scale)}"/>` +
    `<circle cx="${f(cx + 52 * scale)}" cy="${f(waterY - 60 * scale)}" r="${f(1.6 * scale)}"/>` +
    `<circle cx="${f(cx + 30 * scale)}" cy="${f(waterY - 40 * scale)}" r="${f(2.2 * scale)}"/></g>`
  )
}

/** Nine-arch style viaduct spanning [x0, x1]: deck at deckY, ground at groundY. */
export function archBridge(
  x0: number,
  x1: number,
  deckY: number,
  groundY: number,
  arches: number,
  colour: string,
): string {
  const span = (x1 - x0) / arches
  const pier = span * 0.22
  const springY = deckY + (groundY - deckY) * 0.35
  let d = `M${f(x0)} ${f(deckY)}H${f(x1)}V${f(groundY)}`
  for (let i = arches - 1; i >= 0; i--) {
    const a = x0 + i * span + pier / 2
    const b = x0 + (i + 1) * span - pier / 2
    d += `H${f(b)}V${f(springY)}A${f((b - a) / 2)} ${f((b - a) / 2)} 0 0 0 ${f(a)} ${f(springY)}V${f(groundY)}`
  }
  d += `H${f(x0)}Z`
  return `<path d="${d}" fill="${colour}"/><rect x="${f(x0)}" y="${f(deckY - 4)}" width="${f(x1 - x0)}" height="5" fill="${darken(colour, 0.3)}"/>`
}

export function train(
  x: number,
  railY: number,
  carWidth: number,
  cars: number,
  colour: string,
  stripe: string,
): string {
  const h = carWidth * 0.28
  let out = ''
  for (let i = 0; i < cars; i++) {
    const cx = x + i * (carWidth + carWidth * 0.04)
    out += `<rect x="${f(cx)}" y="${f(railY - h)}" width="${f(carWidth)}" height="${f(h)}" rx="${f(h * 0.18)}" fill="${colour}"/>`
    out += `<rect x="${f(cx)}" y="${f(railY - h * 0.42)}" width="${f(carWidth)}" height="${f(h * 0.1)}" fill="${stripe}"/>`
    for (let w = 0; w < 5; w++) {
      out += `<rect x="${f(cx + carWidth * (0.06 + w * 0.19))}" y="${f(railY - h * 0.82)}" width="${f(carWidth * 0.12)}" height="${f(h * 0.26)}" rx="2" fill="#e8f1f8" opacity="0.85"/>`
    }
  }
  return out
}

export function van(x: number, roadY: number, length: number, colour: string): string {
  const h = length * 0.42
  const top = roadY - h - length * 0.05
  return (
    `<path d="M${f(x)} ${f(roadY - length * 0.08)}V${f(top + h * 0.25)}Q${f(x)} ${f(top)} ${f(x + length * 0.1)} ${f(top)}H${f(x + length * 0.72)}` +
    `L${f(x + length * 0.92)} ${f(top + h * 0.42)}Q${f(x + length)} ${f(top + h * 0.5)} ${f(x + length)} ${f(top + h * 0.7)}V${f(roadY - length * 0.08)}Z" fill="${colour}"/>` +
    `<path d="M${f(x + length * 0.06)} ${f(top + h * 0.12)}H${f(x + length * 0.7)}L${f(x + length * 0.86)} ${f(top + h * 0.42)}H${f(x + length * 0.06)}Z" fill="#28384a" opacity="0.85"/>` +
    `<circle cx="${f(x + length * 0.22)}" cy="${f(roadY - length * 0.08)}" r="${f(length * 0.09)}" fill="#1b1f24"/>` +
    `<circle cx="${f(x + length * 0.8)}" cy="${f(roadY - length * 0.08)}" r="${f(length * 0.09)}" fill="#1b1f24"/>`
  )
}

export function plane(cx: number, cy: number, length: number, colour: string): string {
  const p = (dx: number, dy: number): string => `${f(cx + dx * length)} ${f(cy + dy * length)}`
  const shade = darken(colour, 0.18)
  let windows = ''
  for (let i = 0; i < 12; i++) windows += `M${p(-0.28 + i * 0.05, -0.015)}h${f(length * 0.012)}`
  return (
    `<path d="M${p(0.06, -0.05)}L${p(-0.04, -0.16)}L${p(0.01, -0.16)}L${p(0.15, -0.05)}Z" fill="${shade}"/>` +
    `<path d="M${p(-0.5, -0.02)}Q${p(-0.48, -0.06)} ${p(-0.4, -0.06)}L${p(0.36, -0.06)}Q${p(0.5, -0.05)} ${p(0.53, 0)}` +
    `Q${p(0.5, 0.05)} ${p(0.36, 0.05)}L${p(-0.42, 0.05)}Q${p(-0.5, 0.04)} ${p(-0.5, -0.02)}Z" fill="${colour}"/>` +
    `<path d="M${p(-0.36, -0.05)}L${p(-0.46, -0.2)}L${p(-0.41, -0.2)}L${p(-0.27, -0.05)}Z" fill="${colour}"/>` +
    `<path d="M${p(-0.38, 0.02)}L${p(-0.47, 0.13)}L${p(-0.42, 0.13)}L${p(-0.3, 0.02)}Z" fill="${shade}"/>` +
    `<path d="M${p(0.1, 0.03)}L${p(-0.14, 0.33)}L${p(-0.05, 0.33)}L${p(0.22, 0.03)}Z" fill="${shade}"/>` +
    `<path d="${windows}" stroke="#3e5a70" stroke-width="${f(length * 0.012)}" stroke-linecap="round"/>`
  )
}

export function lotus(cx: number, cy: number, size: number, petal: string): string {
  let out = ''
  const angles = [-70, -40, -15, 15, 40, 70]
  for (const angle of angles) {
    const rad = (angle * Math.PI) / 180
    const tipX = cx + Math.sin(rad) * size
    const tipY = cy - Math.cos(rad) * size * 0.9
    out +=
      `<path d="M${f(cx)} ${f(cy)}Q${f(cx + Math.sin(rad - 0.5) * size * 0.6)} ${f(cy - Math.cos(rad - 0.5) * size * 0.6)} ${f(tipX)} ${f(tipY)}` +
      `Q${f(cx + Math.sin(rad + 0.5) * size * 0.6)} ${f(cy - Math.cos(rad + 0.5) * size * 0.6)} ${f(cx)} ${f(cy)}Z" fill="${Math.abs(angle) > 30 ? darken(petal, 0.12) : petal}"/>`
  }
  out += `<path d="M${f(cx)} ${f(cy)}Q${f(cx - size * 0.25)} ${f(cy - size)} ${f(cx)} ${f(cy - size * 1.15)}Q${f(cx + size * 0.25)} ${f(cy - size)} ${f(cx)} ${f(cy)}Z" fill="${lighten(petal, 0.25)}"/>`
  return out
}

/** An oruwa (outrigger canoe) with a square sail. */
export function outrigger(x: number, waterY: number, length: number, hull: string, sail: string): string {
  return (
    `<path d="M${f(x)} ${f(waterY - length * 0.08)}Q${f(x + length * 0.5)} ${f(waterY + length * 0.05)} ${f(x + length)} ${f(waterY - length * 0.08)}L${f(x + length * 0.9)} ${f(waterY)}H${f(x + length * 0.1)}Z" fill="${hull}"/>` +
    `<path d="M${f(x + length * 0.2)} ${f(waterY - length * 0.05)}L${f(x + length * 0.3)} ${f(waterY - length * 0.18)}M${f(x + length * 0.8)} ${f(waterY - length * 0.05)}L${f(x + length * 0.7)} ${f(waterY - length * 0.18)}M${f(x + length * 0.25)} ${f(waterY - length * 0.17)}H${f(x + length * 0.75)}" stroke="${hull}" stroke-width="${f(length * 0.02)}"/>` +
    `<path d="M${f(x + length * 0.5)} ${f(waterY - length * 0.05)}V${f(waterY - length * 0.75)}" stroke="${hull}" stroke-width="${f(length * 0.025)}"/>` +
    `<path d="M${f(x + length * 0.52)} ${f(waterY - length * 0.72)}Q${f(x + length * 0.85)} ${f(waterY - length * 0.45)} ${f(x + length * 0.52)} ${f(waterY - length * 0.15)}Z" fill="${sail}"/>`
  )
}

export function lighthouse(x: number, baseY: number, height: number): string {
  const w = height * 0.16
  return (
    `<path d="M${f(x - w / 2)} ${f(baseY)}L${f(x - w * 0.35)} ${f(baseY - height * 0.8)}H${f(x + w * 0.35)}L${f(x + w / 2)} ${f(baseY)}Z" fill="#f6f3ea"/>` +
    `<rect x="${f(x - w * 0.42)}" y="${f(baseY - height * 0.86)}" width="${f(w * 0.84)}" height="${f(height * 0.06)}" fill="#3a3f46"/>` +
    `<rect x="${f(x - w * 0.3)}" y="${f(baseY - height * 0.97)}" width="${f(w * 0.6)}" height="${f(height * 0.11)}" fill="#ffd56b"/>` +
    `<path d="M${f(x - w * 0.36)} ${f(baseY - height * 0.97)}L${f(x)} ${f(baseY - height * 1.06)}L${f(x + w * 0.36)} ${f(baseY - height * 0.97)}Z" fill="#3a3f46"/>`
  )
}
