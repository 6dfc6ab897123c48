/**
 * The image themes the demo content may ask for, and how each is drawn. A scene is an SVG
 * fragment for a width x height canvas; the caller adds the label on top.
 */
import { darken, hsl, lighten, mix } from './colour.ts'
import {
  canopy,
  type Palette,
  type TimeOfDay,
  birds,
  f,
  landColour,
  mist,
  ridge,
  sea,
  sky,
  sun,
} from './scene-landscape.ts'
import { archBridge, lionRock, lighthouse, outrigger, palm, stupa, train } from './scene-figures.ts'
import { elephantScene, whaleScene, wildlifeScene } from './scene-animals.ts'
import { airportScene, cityScene, foodScene, roadScene, wellnessScene } from './scene-special.ts'
import type { Random } from './seeded-random.ts'

export const imageThemes = [
  'beach',
  'hills',
  'tea',
  'heritage',
  'rock',
  'wildlife',
  'elephant',
  'whale',
  'water',
  'train',
  'city',
  'food',
  'wellness',
  'road',
  'airport',
] as const
export type ImageTheme = (typeof imageThemes)[number]

export interface SceneContext {
  random: Random
  width: number
  height: number
  palette: Palette
}

interface SceneDefinition {
  times: readonly TimeOfDay[]
  draw(ctx: SceneContext): string
}

function beach({ random, width: w, height: h, palette }: SceneContext): string {
  const horizon = h * 0.5
  const shore = h * 0.76
  const sunX = w * random.range(0.25, 0.7)
  let out = sky(w, h) + sun(sunX, horizon - h * (palette.time === 'day' ? 0.3 : 0.08), h * 0.06, palette)
  out += sea(w, horizon, shore + h * 0.05, palette, random)
  if (random.chance(0.35)) out += lighthouse(w * 0.08, horizon + h * 0.01, h * 0.16)
  out += outrigger(
    w * random.range(0.3, 0.55),
    horizon + h * 0.12,
    h * 0.14,
    darken('#5a3b22', palette.shade),
    '#f3ead8',
  )
  const sand = mix('#e8cf9c', '#0b0f1e', palette.shade * 0.7)
  let foam = `M0 ${f(shore)}`
  for (let x = 0; x <= w; x += w / 8)
    foam += `Q${f(x + w / 16)} ${f(shore + random.range(-10, 14))} ${f(x + w / 8)} ${f(shore + random.range(-4, 6))}`
  out += `<path d="${foam}V${h}H0Z" fill="${sand}"/><path d="${foam}" fill="none" stroke="#ffffff" stroke-width="${f(h * 0.008)}" opacity="0.8"/>`
  const left = random.chance(0.5)
  const trunk = darken('#2f4a2a', 0.2 + palette.shade)
  for (let i = 0; i < 3; i++) {
    const x = left ? w * (0.04 + i * 0.1) : w * (0.96 - i * 0.1)
    out += palm(
      random,
      x,
      h * (0.98 - i * 0.03),
      h * random.range(0.5, 0.72) * (1 - i * 0.15),
      (left ? 1 : -1) * random.range(0.12, 0.3),
      trunk,
    )
  }
  return out + birds(random, w * 0.6, h * 0.2, h / 700, 4, darken(palette.skyTop, 0.4))
}

function hills({ random, width: w, height: h, palette }: SceneContext): string {
  let out = sky(w, h) + sun(w * random.range(0.55, 0.85), h * random.range(0.18, 0.3), h * 0.05, palette)
  const base = hsl(random.range(105, 140), 0.4, 0.3)
  out += `<path d="${ridge(random, w, h, h * 0.42, h * 0.16, true).d}" fill="${landColour(base, palette, 3)}"/>`
  out += mist(w, h * 0.5, h * 0.1, palette.horizon, 0.6)
  out += `<path d="${ridge(random, w, h, h * 0.55, h * 0.12, true).d}" fill="${landColour(base, palette, 2)}"/>`
  out += mist(w, h * 0.63, h * 0.08, palette.horizon, 0.5)
  out += `<path d="${ridge(random, w, h, h * 0.7, h * 0.1).d}" fill="${landColour(base, palette, 1)}"/>`
  const near = ridge(random, w, h, h * 0.86, h * 0.07)
  out += `<path d="${near.d}" fill="${landColour(base, palette, 0)}"/>`
  const x = w * random.range(0.65, 0.9)
  out += palm(random, x, near.yAt(x) + h * 0.02, h * 0.4, -0.15, darken(base, 0.45 + palette.shade * 0.5))
  return out + birds(random, w * 0.35, h * 0.22, h / 700, 5, darken(palette.skyTop, 0.4))
}

function tea({ random, width: w, height: h, palette }: SceneContext): string {
  let out = sky(w, h) + sun(w * random.range(0.2, 0.8), h * 0.2, h * 0.05, palette)
  const bush = hsl(random.range(95, 125), 0.55, 0.36)
  out += `<path d="${ridge(random, w, h, h * 0.38, h * 0.12, true).d}" fill="${landColour(hsl(140, 0.3, 0.3), palette, 3)}"/>`
  out += mist(w, h * 0.46, h * 0.08, palette.horizon, 0.55)
  for (const [i, level] of [0.52, 0.7].entries()) {
    const hill = ridge(random, w, h, h * level, h * 0.1)
    const colour = landColour(lighten(bush, 0.12), palette, 1 - i)
    out += `<clipPath id="tea${i}"><path d="${hill.d}"/></clipPath><path d="${hill.d}" fill="${colour}"/>`
    let rows = ''
    const spacing = h * (0.018 + i * 0.008)
    for (let r = 1; r < 22; r++) {
      let d = ''
      for (let x = -20; x <= w + 20; x += w / 24)
        d += `${d ? 'L' : 'M'}${f(x)} ${f(hill.yAt(x) + r * spacing)}`
      rows += `<path d="${d}"/>`
    }
    const dash = `${f(spacing * 0.9)} ${f(spacing * 0.45)}`
    out += `<g clip-path="url(#tea${i})" fill="none" stroke="${darken(colour, 0.28)}" stroke-width="${f(spacing * 0.62)}" stroke-linecap="round" stroke-dasharray="${dash}">${rows}</g>`
    const tx = w * random.range(0.1, 0.9)
    const ty = hill.yAt(tx)
    out += `<path d="M${f(tx)} ${f(ty + h * 0.02)}V${f(ty - h * 0.16)}" stroke="${darken(bush, 0.5)}" stroke-width="${f(h * 0.006)}"/>`
    out += `<ellipse cx="${f(tx)}" cy="${f(ty - h * 0.16)}" rx="${f(h * 0.035)}" ry="${f(h * 0.05)}" fill="${darken(bush, 0.35 + palette.shade * 0.4)}"/>`
  }
  const bx = w * random.range(0.6, 0.85)
  const by = h * 0.55
  out += `<rect x="${f(bx)}" y="${f(by)}" width="${f(h * 0.1)}" height="${f(h * 0.05)}" fill="#f1ece0"/>`
  out += `<path d="M${f(bx - h * 0.01)} ${f(by)}L${f(bx + h * 0.05)} ${f(by - h * 0.035)}L${f(bx + h * 0.11)} ${f(by)}Z" fill="#b5452f"/>`
  return out
}

function heritage({ random, width: w, height: h, palette }: SceneContext): string {
  let out = sky(w, h) + sun(w * random.range(0.15, 0.4), h * random.range(0.15, 0.3), h * 0.05, palette)
  const green = hsl(random.range(90, 130), 0.35, 0.28)
  out += `<path d="${ridge(random, w, h, h * 0.6, h * 0.06).d}" fill="${landColour(green, palette, 2.5)}"/>`
  const plain = ridge(random, w, h, h * 0.74, h * 0.02)
  const body = mix('#f4f1ea', palette.horizon, 0.15 + palette.shade * 0.6)
  const shadow = darken(body, 0.22)
  out += stupa(
    w * 0.28,
    h * 0.62,
    h * 0.12,
    mix(body, palette.horizon, 0.4),
    mix(shadow, palette.horizon, 0.4),
  )
  out += `<path d="${plain.d}" fill="${landColour(green, palette, 1)}"/>`
  const cx = w * random.range(0.55, 0.72)
  out += stupa(cx, plain.yAt(cx) + h * 0.02, h * 0.36, body, shadow)
  out += canopy(random, w, h * 0.86, h * 0.05, landColour(green, palette, 0), h)
  out += palm(random, w * 0.92, h, h * 0.55, -0.2, darken(green, 0.5 + palette.shade * 0.4))
  return out + birds(random, w * 0.45, h * 0.18, h / 700, 4, darken(palette.skyTop, 0.4))
}

function rock({ random, width: w, height: h, palette }: SceneContext): string {
  let out = sky(w, h) + sun(w * random.range(0.15, 0.35), h * 0.22, h * 0.05, palette)
  const green = hsl(random.range(95, 135), 0.4, 0.27)
  out += `<path d="${ridge(random, w, h, h * 0.62, h * 0.08, true).d}" fill="${landColour(green, palette, 3)}"/>`
  const rockColour = mix(hsl(random.range(18, 32), 0.3, 0.4), '#0b0f1e', palette.shade)
  out += lionRock(random, w * random.range(0.5, 0.66), h * 0.74, h * 0.6, h * 0.44, rockColour)
  out += mist(w, h * 0.7, h * 0.08, palette.horizon, 0.5)
  out += canopy(random, w, h * 0.74, h * 0.05, landColour(green, palette, 1), h)
  out += canopy(random, w, h * 0.86, h * 0.07, landColour(green, palette, 0), h)
  return out + birds(random, w * 0.3, h * 0.25, h / 700, 5, darken(palette.skyTop, 0.4))
}

function water({ random, width: w, height: h, palette }: SceneContext): string {
  let out = sky(w, h)
  const green = hsl(random.range(100, 140), 0.45, 0.25)
  out += `<path d="${ridge(random, w, h, h * 0.3, h * 0.08, true).d}" fill="${landColour(green, palette, 2)}"/>`
  const fx = w * random.range(0.4, 0.6)
  const fw = h * 0.16
  const cliff = mix(mix('#4a4640', green, 0.35), '#0b0f1e', palette.shade)
  out += `<path d="M0 ${f(h * 0.28)}L${f(fx - fw * 0.6)} ${f(h * 0.32)}L${f(fx - fw * 0.5)} ${f(h * 0.8)}L0 ${f(h * 0.85)}Z" fill="${cliff}"/>`
  out += `<path d="M${w} ${f(h * 0.26)}L${f(fx + fw * 0.6)} ${f(h * 0.31)}L${f(fx + fw * 0.55)} ${f(h * 0.8)}L${w} ${f(h * 0.86)}Z" fill="${darken(cliff, 0.15)}"/>`
  out += `<path d="M0 ${f(h * 0.3)}L${f(fx - fw * 0.6)} ${f(h * 0.33)}M${w} ${f(h * 0.28)}L${f(fx + fw * 0.6)} ${f(h * 0.32)}" stroke="${landColour(green, palette, 0.3)}" stroke-width="${f(h * 0.07)}" stroke-linecap="round"/>`
  out += `<path d="M0 ${f(h * 0.29)}L${f(fx - fw * 0.6)} ${f(h * 0.33)}M${w} ${f(h * 0.27)}L${f(fx + fw * 0.6)} ${f(h * 0.32)}" stroke="${landColour(green, palette, 0.3)}" stroke-width="${f(h * 0.06)}" stroke-linecap="round"/>`
  out += `<linearGradient id="fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9f6fb"/><stop offset="1" stop-color="#b9dbe6"/></linearGradient>`
  out += `<rect x="${f(fx - fw * 0.5)}" y="${f(h * 0.31)}" width="${f(fw)}" height="${f(h * 0.5)}" fill="url(#fall)"/>`
  let streaks = ''
  for (let i = 0; i < 9; i++) {
    const x = fx - fw * 0.45 + (fw * 0.9 * i) / 8
    streaks += `M${f(x)} ${f(h * 0.32)}V${f(h * 0.8)}`
  }
  out += `<path d="${streaks}" stroke="#ffffff" stroke-width="${f(h * 0.006)}" stroke-dasharray="${f(h * 0.05)} ${f(h * 0.02)}" opacity="0.7"/>`
  out += `<ellipse cx="${f(fx)}" cy="${f(h * 0.84)}" rx="${f(w * 0.5)}" ry="${f(h * 0.09)}" fill="${mix('#3f8aa0', '#0b0f1e', palette.shade)}"/>`
  out += `<ellipse cx="${f(fx)}" cy="${f(h * 0.81)}" rx="${f(fw * 1.2)}" ry="${f(h * 0.03)}" fill="#ffffff" opacity="0.75"/>`
  out += canopy(random, w * 0.3, h * 0.7, h * 0.06, landColour(green, palette, 0), h)
  out += `<g transform="translate(${f(w * 0.7)} 0)">${canopy(random, w * 0.3, h * 0.72, h * 0.06, landColour(green, palette, 0), h)}</g>`
  return out
}

function trainScene({ random, width: w, height: h, palette }: SceneContext): string {
  let out = sky(w, h) + sun(w * random.range(0.1, 0.3), h * 0.2, h * 0.05, palette)
  const green = hsl(random.range(100, 135), 0.42, 0.27)
  out += `<path d="${ridge(random, w, h, h * 0.36, h * 0.12, true).d}" fill="${landColour(green, palette, 3)}"/>`
  out += mist(w, h * 0.45, h * 0.1, palette.horizon, 0.55)
  out += `<path d="${ridge(random, w, h, h * 0.5, h * 0.06).d}" fill="${landColour(green, palette, 2)}"/>`
  const deckY = h * 0.5
  const stone = mix('#9a8a74', '#0b0f1e', palette.shade)
  out += archBridge(-w * 0.02, w * 1.02, deckY, h * 0.95, Math.max(5, Math.round(w / h) * 4), stone)
  const colour = random.pick(['#1f4f9c', '#9c2a22', '#1f6b5a'])
  out += train(
    w * random.range(0.1, 0.3),
    deckY - 4,
    h * 0.2,
    4,
    mix(colour, '#0b0f1e', palette.shade),
    '#f2c14e',
  )
  out += canopy(random, w, h * 0.82, h * 0.06, landColour(green, palette, 0.5), h)
  out += canopy(random, w, h * 0.92, h * 0.05, landColour(green, palette, 0), h)
  return out
}

const scenes: Record<ImageTheme, SceneDefinition> = {
  beach: { times: ['dawn', 'day', 'golden', 'dusk'], draw: beach },
  hills: { times: ['dawn', 'day', 'golden'], draw: hills },
  tea: { times: ['dawn', 'day', 'golden'], draw: tea },
  heritage: { times: ['dawn', 'golden', 'dusk', 'day'], draw: heritage },
  rock: { times: ['dawn', 'day', 'golden'], draw: rock },
  wildlife: { times: ['golden', 'dawn', 'day'], draw: wildlifeScene },
  elephant: { times: ['golden', 'dusk', 'day'], draw: elephantScene },
  whale: { times: ['dawn', 'day', 'golden'], draw: whaleScene },
  water: { times: ['day', 'golden'], draw: water },
  train: { times: ['dawn', 'day', 'golden'], draw: trainScene },
  city: { times: ['dusk', 'golden', 'day'], draw: cityScene },
  food: { times: ['day'], draw: foodScene },
  wellness: { times: ['dawn', 'dusk', 'golden'], draw: wellnessScene },
  road: { times: ['day', 'golden', 'dawn'], draw: roadScene },
  airport: { times: ['dusk', 'day', 'dawn', 'golden'], draw: airportScene },
}

export function sceneTimes(theme: ImageTheme): readonly TimeOfDay[] {
  return scenes[theme].times
}

export function drawScene(theme: ImageTheme, ctx: SceneContext): string {
  return scenes[theme].draw(ctx)
}
