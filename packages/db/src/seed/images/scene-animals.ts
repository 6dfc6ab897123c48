/** Scenes built around animals: leopard country, elephants at a water hole, a whale's tail. */
import { darken, hsl, lighten, mix } from './colour.ts'
import { birds, f, landColour, ridge, sea, sky, sun } from './scene-landscape.ts'
import { elephant, leopard, outrigger, whaleTail } from './scene-figures.ts'
import type { SceneContext } from './scene-themes.ts'

function savannaBase({ random, width: w, height: h, palette }: SceneContext, grassHue: number): string {
  let out = sky(w, h) + sun(w * random.range(0.6, 0.85), h * random.range(0.2, 0.35), h * 0.06, palette)
  out += `<path d="${ridge(random, w, h, h * 0.58, h * 0.05).d}" fill="${landColour(hsl(130, 0.25, 0.3), palette, 3)}"/>`
  const grass = hsl(grassHue, 0.4, 0.45)
  out += `<path d="${ridge(random, w, h, h * 0.66, h * 0.02).d}" fill="${landColour(grass, palette, 1)}"/>`
  for (let i = 0; i < 3; i++) {
    const x = w * random.range(0.05, 0.95)
    const y = h * random.range(0.6, 0.66)
    const s = h * random.range(0.05, 0.09)
    const c = landColour(hsl(110, 0.3, 0.22), palette, 1.2)
    out += `<path d="M${f(x)} ${f(y)}V${f(y - s)}" stroke="${c}" stroke-width="${f(s * 0.08)}"/>`
    out += `<ellipse cx="${f(x)}" cy="${f(y - s)}" rx="${f(s * 1.1)}" ry="${f(s * 0.3)}" fill="${c}"/>`
  }
  return out
}

export function wildlifeScene(ctx: SceneContext): string {
  const { random, width: w, height: h, palette } = ctx
  let out = savannaBase(ctx, random.range(40, 70))
  const rx = w * random.range(0.45, 0.65)
  const stone = mix('#8a7f72', '#0b0f1e', palette.shade)
  out += `<ellipse cx="${f(rx)}" cy="${f(h * 0.74)}" rx="${f(h * 0.34)}" ry="${f(h * 0.14)}" fill="${stone}"/>`
  out += `<ellipse cx="${f(rx + h * 0.22)}" cy="${f(h * 0.78)}" rx="${f(h * 0.2)}" ry="${f(h * 0.1)}" fill="${darken(stone, 0.12)}"/>`
  out += `<ellipse cx="${f(rx - h * 0.05)}" cy="${f(h * 0.64)}" rx="${f(h * 0.2)}" ry="${f(h * 0.04)}" fill="${lighten(stone, 0.12)}" opacity="0.6"/>`
  out += leopard(rx - h * 0.02, h * 0.62, h / 220, mix('#c98c3a', '#14110c', 0.25 + palette.shade))
  out += `<path d="${ridge(random, w, h, h * 0.9, h * 0.03).d}" fill="${landColour(hsl(55, 0.35, 0.35), palette, 0)}"/>`
  return out + birds(random, w * 0.25, h * 0.22, h / 700, 3, darken(palette.skyTop, 0.4))
}

export function elephantScene(ctx: SceneContext): string {
  const { random, width: w, height: h, palette } = ctx
  let out = savannaBase(ctx, random.range(70, 100))
  const lakeTop = h * 0.74
  out += `<rect y="${f(lakeTop)}" width="${w}" height="${f(h - lakeTop)}" fill="${mix(palette.skyMid, '#1d3b4a', 0.45)}"/>`
  out += `<rect y="${f(lakeTop)}" width="${w}" height="3" fill="${palette.horizon}" opacity="0.6"/>`
  const grey = mix('#5d5a57', '#0b0f1e', palette.shade)
  const herd = random.int(2, 4)
  const startX = w * random.range(0.3, 0.5)
  for (let i = 0; i < herd; i++) {
    const scale = (h / 260) * (i === herd - 1 ? 0.55 : random.range(0.85, 1.05))
    const x = startX + i * h * 0.32
    out += elephant(x, lakeTop + h * 0.02, scale, darken(grey, i * 0.05), i % 2 === 1)
  }
  out += `<g opacity="0.18">${[0, 1, 2, 3, 4].map((i) => `<rect x="0" y="${f(lakeTop + h * (0.04 + i * 0.045))}" width="${w}" height="2" fill="#fff"/>`).join('')}</g>`
  return out + birds(random, w * 0.2, h * 0.2, h / 700, 4, darken(palette.skyTop, 0.4))
}

export function whaleScene({ random, width: w, height: h, palette }: SceneContext): string {
  const horizon = h * 0.42
  let out = sky(w, h) + sun(w * random.range(0.15, 0.4), horizon - h * 0.1, h * 0.05, palette)
  out += sea(w, horizon, h, palette, random)
  out += outrigger(w * 0.12, horizon + h * 0.05, h * 0.07, darken('#3b3a40', palette.shade), '#eeeae0')
  out += whaleTail(
    w * random.range(0.55, 0.7),
    h * 0.7,
    h / 300,
    mix('#2b3440', '#0b0f1e', palette.shade * 0.6),
  )
  return out + birds(random, w * 0.75, h * 0.18, h / 700, 4, darken(palette.skyTop, 0.4))
}
