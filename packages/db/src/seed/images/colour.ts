/** Small colour helpers for the SVG scenes; colours are "#rrggbb" strings. */

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value))
}

function toHex(channel: number): string {
  return Math.round(clamp01(channel) * 255)
    .toString(16)
    .padStart(2, '0')
}

/** h in degrees, s and l in 0..1. */
export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360
  const sat = clamp01(s)
  const light = clamp01(l)
  if (sat === 0) return `#${toHex(light)}${toHex(light)}${toHex(light)}`
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat
  const p = 2 * light - q
  const channel = (t: number): number => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (x < 1 / 6) return p + (q - p) * 6 * x
    if (x < 1 / 2) return q
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6
    return p
  }
  return `#${toHex(channel(hue + 1 / 3))}${toHex(channel(hue))}${toHex(channel(hue - 1 / 3))}`
}

function parse(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255]
}

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a)
  const [br, bg, bb] = parse(b)
  const k = clamp01(t)
  return `#${toHex(ar + (br - ar) * k)}${toHex(ag + (bg - ag) * k)}${toHex(ab + (bb - ab) * k)}`
}

export function darken(colour: string, amount: number): string {
  return mix(colour, '#000000', amount)
}

export function lighten(colour: string, amount: number): string {
  return mix(colour, '#ffffff', amount)
}
