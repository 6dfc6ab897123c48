/** Landscape layers shared by the scenes: sky, sun, ridges, sea, mist, birds. */
import { hsl, mix } from './colour.ts'
import type { Random } from './seeded-random.ts'

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk'

export interface Palette {
  time: TimeOfDay
  skyTop: string
  skyMid: string
  horizon: string
  sun: string
  /** 0 in full daylight, up to ~0.5 at dusk: how much foreground turns into silhouette. */
  shade: number
}

const skies: Record<
  TimeOfDay,
  {
    top: [number, number, number]
    mid: [number, number, number]
    horizon: [number, number, number]
    sun: string
    shade: number
  }
> = {
  dawn: {
    top: [228, 0.38, 0.32],
    mid: [8, 0.62, 0.7],
    horizon: [34, 0.88, 0.76],
    sun: '#ffe2b0',
    shade: 0.22,
  },
  day: {
    top: [207, 0.62, 0.45],
    mid: [198, 0.62, 0.68],
    horizon: [190, 0.55, 0.88],
    sun: '#fff8dc',
    shade: 0,
  },
  golden: {
    top: [212, 0.45, 0.4],
    mid: [30, 0.8, 0.66],
    horizon: [42, 0.95, 0.74],
    sun: '#fff1b8',
    shade: 0.12,
  },
  dusk: {
    top: [248, 0.45, 0.2],
    mid: [318, 0.35, 0.42],
    horizon: [20, 0.85, 0.62],
    sun: '#ffc07a',
    shade: 0.4,
  },
}

export function makePalette(random: Random, allowed: readonly TimeOfDay[]): Palette {
  const time = random.pick(allowed)
  const sky = skies[time]
  const jitter = random.range(-10, 10)
  const tone = ([h, s, l]: [number, number, number]): string =>
    hsl(h + jitter, s, l + random.range(-0.03, 0.03))
  return {
    time,
    skyTop: tone(sky.top),
    skyMid: tone(sky.mid),
    horizon: tone(sky.horizon),
    sun: sky.sun,
    shade: sky.shade,
  }
}

/** Gradient definitions every scene uses; ids are local to one SVG document. */
export function baseDefs(palette: Palette): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.skyTop}"/><stop offset="0.55" stop-color="${palette.skyMid}"/>` +
    `<stop offset="1" stop-color="${palette.horizon}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.85"/>` +
    `<stop offset="0.25" stop-color="${palette.sun}" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>`
  )
}

export function sky(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#sky)"/>`
}

export function sun(x: number, y: number, radius: number, palette: Palette): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius * 5)}" fill="url(#glow)"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${palette.sun}"/>`
  )
}

export interface Ridge {
  d: string
  yAt(x: number): number
}

/**
 * A hill or mountain line across the width, closed to the bottom edge. `peaky` sharpens crests
 * (mountains) instead of rolling hills.
 */
export function ridge(
  random: Random,
  width: number,
  bottom: number,
  baseY: number,
  amplitude: number,
  peaky = false,
): Ridge {
  const waves = [0, 1, 2].map((i) => ({
    freq: random.range(0.6, 1.6) * (i + 1),
    phase: random.range(0, Math.PI * 2),
    weight: 1 / (i + 1.2),
  }))
  const total = waves.reduce((sum, w) => sum + w.weight, 0)
  const yAt = (x: number): number => {
    let v = 0
    for (const w of waves) {
      const s = Math.sin((x / width) * Math.PI * 2 * w.freq + w.phase)
      v += w.weight * (peaky ? 1 - Math.abs(s) * 2 + 0.5 : s)
    }
    return baseY - (amplitude * v) / total
  }
  const steps = 32
  const points: string[] = []
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width
    points.push(`${f(x)} ${f(yAt(x))}`)
  }
  return { d: `M0 ${f(bottom)}L${points.join('L')}L${f(width)} ${f(bottom)}Z`, yAt }
}

/** Colour for a land layer `depth` away (0 = nearest), hazed towards the horizon colour. */
export function landColour(base: string, palette: Palette, depth: number): string {
  const hazed = mix(base, palette.horizon, Math.min(0.78, depth * 0.26))
  return mix(hazed, '#0b0f1e', palette.shade * (1 - depth * 0.3))
}

export function sea(width: number, top: number, bottom: number, palette: Palette, random: Random): string {
  const deep = mix(hsl(random.range(188, 205), 0.6, 0.32), '#0b0f1e', palette.shade)
  const shallow = mix(hsl(random.range(172, 186), 0.55, 0.5), palette.horizon, 0.25)
  let waves = ''
  const rows = 9
  for (let i = 0; i < rows; i++) {
    const t = (i + 1) / (rows + 1)
    const y = top + (bottom - top) * t * t
    const amp = 1.5 + t * 5
    const len = 40 + t * 90
    let d = `M${f(-random.range(0, len))} ${f(y)}`
    for (let x = 0; x < width + len; x += len)
      d += `q${f(len / 4)} ${f(-amp)} ${f(len / 2)} 0t${f(len / 2)} 0`
    waves += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${(0.12 + t * 0.25).toFixed(2)}" stroke-width="${f(1 + t * 2.5)}"/>`
  }
  return (
    `<linearGradient id="seaFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(deep, palette.horizon, 0.35)}"/>` +
    `<stop offset="0.5" stop-color="${deep}"/><stop offset="1" stop-color="${shallow}"/></linearGradient>` +
    `<rect y="${f(top)}" width="${width}" height="${f(bottom - top)}" fill="url(#seaFill)"/>` +
    `<rect y="${f(top)}" width="${width}" height="2" fill="${palette.sun}" opacity="0.45"/>` +
    waves
  )
}

export function mist(width: number, y: number, thickness: number, colour: string, opacity: number): string {
  return (
    `<linearGradient id="mist${Math.round(y)}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>` +
    `<rect y="${f(y - thickness / 2)}" width="${width}" height="${f(thickness)}" fill="url(#mist${Math.round(y)})"/>`
  )
}

export function birds(
  random: Random,
  x: number,
  y: number,
  scale: number,
  count: number,
  colour: string,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const bx = x + random.range(-60, 60) * scale
    const by = y + random.range(-25, 25) * scale
    const s = random.range(5, 9) * scale
    d += `M${f(bx - s)} ${f(by - s * 0.4)}q${f(s * 0.5)} ${f(-s * 0.1)} ${f(s)} ${f(s * 0.4)}q${f(s * 0.5)} ${f(-s * 0.5)} ${f(s)} ${f(-s * 0.4)}`
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(1.6 * scale)}" stroke-linecap="round" opacity="0.75"/>`
}

/** A row of rounded canopy blobs: jungle, forest edge, bushes. */
export function canopy(
  random: Random,
  width: number,
  baseY: number,
  size: number,
  colour: string,
  bottom: number,
): string {
  let d = `M0 ${f(bottom)}L0 ${f(baseY)}`
  let x = 0
  while (x < width) {
    const r = size * random.range(0.6, 1.2)
    d += `A${f(r)} ${f(r * 0.8)} 0 0 1 ${f(x + r * 1.6)} ${f(baseY + random.range(-size * 0.25, size * 0.25))}`
    x += r * 1.6
  }
  d += `L${f(width)} ${f(bottom)}Z`
  return `<path d="${d}" fill="${colour}"/>`
}

/** Rounds a coordinate for compact SVG. */
export function f(value: number): string {
  return (Math.round(value * 10) / 10).toString()
}
