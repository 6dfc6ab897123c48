/** Scenes that are not plain landscapes: city skyline, a rice-and-curry table, a lotus pond, roads. */
import { darken, hsl, lighten, mix } from './colour.ts'
import { birds, canopy, f, landColour, ridge, sea, sky, sun } from './scene-landscape.ts'
import { lotus, palm, plane, van } from './scene-figures.ts'
import type { SceneContext } from './scene-themes.ts'

export function cityScene({ random, width: w, height: h, palette }: SceneContext): string {
  const ground = h * 0.7
  let out = sky(w, h) + sun(w * random.range(0.6, 0.9), h * 0.3, h * 0.05, palette)
  const building = mix(hsl(random.range(210, 235), 0.2, 0.3), palette.horizon, 0.25)
  const lit = palette.time === 'day' ? '#cfe3ef' : '#ffd98a'
  let x = 0
  let blocks = ''
  let windows = ''
  while (x < w) {
    const bw = h * random.range(0.06, 0.13)
    const bh = h * random.range(0.12, 0.4)
    blocks += `<rect x="${f(x)}" y="${f(ground - bh)}" width="${f(bw)}" height="${f(bh)}"/>`
    for (let wy = ground - bh + h * 0.02; wy < ground - h * 0.02; wy += h * 0.03) {
      for (let wx = x + bw * 0.15; wx < x + bw * 0.85; wx += bw * 0.25) {
        if (random.chance(0.45))
          windows += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(bw * 0.1)}" height="${f(h * 0.012)}"/>`
      }
    }
    x += bw + h * random.range(0, 0.015)
  }
  const tx = w * random.range(0.55, 0.75)
  const towerTop = h * 0.1
  const bulbY = h * 0.26
  const tower =
    `<path d="M${f(tx - h * 0.018)} ${f(ground)}L${f(tx - h * 0.008)} ${f(bulbY)}H${f(tx + h * 0.008)}L${f(tx + h * 0.018)} ${f(ground)}Z"/>` +
    `<path d="M${f(tx)} ${f(bulbY + h * 0.02)}C${f(tx - h * 0.07)} ${f(bulbY - h * 0.01)} ${f(tx - h * 0.04)} ${f(bulbY - h * 0.09)} ${f(tx)} ${f(bulbY - h * 0.12)}` +
    `C${f(tx + h * 0.04)} ${f(bulbY - h * 0.09)} ${f(tx + h * 0.07)} ${f(bulbY - h * 0.01)} ${f(tx)} ${f(bulbY + h * 0.02)}Z" fill="${mix('#b45aa8', palette.horizon, 0.2)}"/>` +
    `<path d="M${f(tx)} ${f(bulbY - h * 0.12)}V${f(towerTop)}" stroke-width="${f(h * 0.006)}" stroke="${darken(building, 0.1)}"/>`
  out += `<g fill="${darken(building, 0.1)}">${tower}</g>`
  out += `<g fill="${building}">${blocks}</g><g fill="${lit}" opacity="0.8">${windows}</g>`
  out += sea(w, ground, h, palette, random)
  out += `<rect y="${f(ground)}" width="${w}" height="${f(h * 0.025)}" fill="${darken(building, 0.3)}"/>`
  return out + birds(random, w * 0.3, h * 0.18, h / 700, 4, darken(palette.skyTop, 0.4))
}

export function foodScene({ random, width: w, height: h }: SceneContext): string {
  const wood = hsl(random.range(20, 32), 0.45, random.range(0.3, 0.4))
  let out = `<rect width="${w}" height="${h}" fill="${wood}"/>`
  for (let y = h * 0.08; y < h; y += h * 0.16)
    out += `<rect y="${f(y)}" width="${w}" height="${f(h * 0.006)}" fill="${darken(wood, 0.3)}"/>`
  const cx = w * random.range(0.45, 0.6)
  const cy = h * 0.46
  const leaf = hsl(random.range(100, 120), 0.6, 0.34)
  out += `<path d="M${f(cx - h * 0.62)} ${f(cy + h * 0.1)}Q${f(cx - h * 0.3)} ${f(cy - h * 0.5)} ${f(cx + h * 0.6)} ${f(cy - h * 0.26)}Q${f(cx + h * 0.4)} ${f(cy + h * 0.45)} ${f(cx - h * 0.62)} ${f(cy + h * 0.1)}Z" fill="${leaf}"/>`
  out += `<path d="M${f(cx - h * 0.6)} ${f(cy + h * 0.1)}Q${f(cx)} ${f(cy - h * 0.08)} ${f(cx + h * 0.58)} ${f(cy - h * 0.25)}" stroke="${lighten(leaf, 0.3)}" stroke-width="${f(h * 0.008)}" fill="none"/>`
  out += `<ellipse cx="${f(cx - h * 0.05)}" cy="${f(cy)}" rx="${f(h * 0.17)}" ry="${f(h * 0.13)}" fill="#f7f3e8"/>`
  out += `<ellipse cx="${f(cx - h * 0.08)}" cy="${f(cy - h * 0.03)}" rx="${f(h * 0.09)}" ry="${f(h * 0.06)}" fill="#ffffff" opacity="0.8"/>`
  const curries = ['#e0a82e', '#b8321f', '#6f8f2a', '#7a4a26', '#d9632b', '#f0d49a']
  const positions: [number, number][] = [
    [-0.42, -0.02],
    [-0.24, 0.3],
    [0.16, 0.3],
    [0.34, 0.04],
    [0.24, -0.26],
    [-0.2, -0.32],
  ]
  positions.forEach(([dx, dy], i) => {
    const bx = cx + dx * h
    const by = cy + dy * h
    const r = h * random.range(0.085, 0.11)
    const colour = curries[i % curries.length] ?? '#e0a82e'
    out += `<circle cx="${f(bx)}" cy="${f(by + r * 0.08)}" r="${f(r * 1.08)}" fill="#000" opacity="0.25"/>`
    out += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(r)}" fill="#d9d2c3"/><circle cx="${f(bx)}" cy="${f(by)}" r="${f(r * 0.8)}" fill="${colour}"/>`
    for (let k = 0; k < 5; k++) {
      out += `<circle cx="${f(bx + random.range(-0.45, 0.45) * r)}" cy="${f(by + random.range(-0.45, 0.45) * r)}" r="${f(r * 0.1)}" fill="${lighten(colour, 0.3)}"/>`
    }
  })
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="${f(w * random.range(0.05, 0.95))}" cy="${f(h * random.range(0.05, 0.95))}" r="${f(h * 0.012)}" fill="#b8321f"/>`
  }
  return out
}

export function wellnessScene({ random, width: w, height: h, palette }: SceneContext): string {
  const waterY = h * 0.55
  const sunX = w * random.range(0.3, 0.6)
  let out = sky(w, h) + sun(sunX, waterY - h * 0.12, h * 0.06, palette)
  const green = hsl(random.range(110, 150), 0.3, 0.3)
  const far = ridge(random, w, h, waterY - h * 0.03, h * 0.1, true)
  out += `<path d="${far.d}" fill="${landColour(green, palette, 2)}"/>`
  out +=
    `<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(palette.horizon, palette.skyMid, 0.4)}"/>` +
    `<stop offset="1" stop-color="${mix(palette.skyTop, '#0b0f1e', 0.2)}"/></linearGradient>`
  out += `<rect y="${f(waterY)}" width="${w}" height="${f(h - waterY)}" fill="url(#lake)"/>`
  out += `<clipPath id="lakeClip"><rect y="${f(waterY)}" width="${w}" height="${f(h - waterY)}"/></clipPath>`
  out += `<g clip-path="url(#lakeClip)"><g transform="translate(0 ${f(waterY * 2)}) scale(1 -1)" opacity="0.3"><path d="${far.d}" fill="${landColour(green, palette, 2)}"/></g></g>`
  out += `<rect x="${f(sunX - h * 0.05)}" y="${f(waterY + h * 0.02)}" width="${f(h * 0.1)}" height="${f(h * 0.3)}" fill="${palette.sun}" opacity="0.25"/>`
  out += `<g opacity="0.3">${[0, 1, 2, 3, 4].map((i) => `<rect x="${f(w * random.range(0, 0.6))}" y="${f(waterY + h * (0.03 + i * 0.05))}" width="${f(w * random.range(0.15, 0.4))}" height="2" fill="#fff"/>`).join('')}</g>`
  const pad = mix('#3d7a3a', '#0b0f1e', palette.shade)
  const lotusX = w * random.range(0.62, 0.8)
  for (let i = 0; i < 7; i++) {
    const px = i < 3 ? lotusX + h * random.range(-0.25, 0.25) : w * random.range(0.3, 0.95)
    const py = h * random.range(0.66, 0.8)
    const r = h * random.range(0.03, 0.06)
    out += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r)}" ry="${f(r * 0.32)}" fill="${pad}"/>`
  }
  out += `<ellipse cx="${f(lotusX)}" cy="${f(h * 0.72)}" rx="${f(h * 0.11)}" ry="${f(h * 0.03)}" fill="${pad}"/>`
  out += lotus(lotusX, h * 0.71, h * 0.13, mix('#f08bb0', '#0b0f1e', palette.shade * 0.5))
  out += palm(random, w * 0.04, h * 0.78, h * 0.62, 0.25, darken(green, 0.6))
  return out
}

function roadBase(ctx: SceneContext): { out: string; roadY: number } {
  const { random, width: w, height: h, palette } = ctx
  let out = sky(w, h) + sun(w * random.range(0.2, 0.8), h * 0.2, h * 0.05, palette)
  const green = hsl(random.range(95, 130), 0.4, 0.3)
  out += `<path d="${ridge(random, w, h, h * 0.45, h * 0.12, true).d}" fill="${landColour(green, palette, 2.5)}"/>`
  out += `<path d="${ridge(random, w, h, h * 0.6, h * 0.05).d}" fill="${landColour(green, palette, 1)}"/>`
  const roadY = h * 0.84
  const asphalt = mix('#3d4148', '#0b0f1e', palette.shade * 0.5)
  const vx = w * random.range(0.4, 0.6)
  out += `<path d="M${f(vx - h * 0.02)} ${f(h * 0.6)}C${f(vx - h * 0.2)} ${f(h * 0.7)} ${f(-w * 0.1)} ${f(h * 0.8)} ${f(-w * 0.1)} ${f(h)}H${f(w * 1.1)}C${f(w * 1.1)} ${f(h * 0.8)} ${f(vx + h * 0.2)} ${f(h * 0.7)} ${f(vx + h * 0.02)} ${f(h * 0.6)}Z" fill="${asphalt}"/>`
  out += `<path d="M${f(vx)} ${f(h * 0.6)}C${f(vx)} ${f(h * 0.7)} ${f(w * 0.5)} ${f(h * 0.85)} ${f(w * 0.5)} ${f(h)}" stroke="#f2c14e" stroke-width="${f(h * 0.008)}" stroke-dasharray="${f(h * 0.04)} ${f(h * 0.03)}" fill="none"/>`
  const trunk = darken(green, 0.55 + palette.shade * 0.4)
  out +=
    palm(random, w * 0.06, h * 0.95, h * 0.55, 0.2, trunk) +
    palm(random, w * 0.95, h * 0.97, h * 0.6, -0.2, trunk)
  return { out, roadY }
}

export function roadScene(ctx: SceneContext): string {
  const { random, width: w, height: h } = ctx
  const { out, roadY } = roadBase(ctx)
  return (
    out + van(w * random.range(0.55, 0.65), roadY, h * 0.3, random.pick(['#f4f4f2', '#d9dde2', '#f2f0e8']))
  )
}

export function airportScene(ctx: SceneContext): string {
  const { random, width: w, height: h, palette } = ctx
  let out = sky(w, h) + sun(w * random.range(0.1, 0.3), h * 0.5, h * 0.05, palette)
  out += canopy(random, w, h * 0.62, h * 0.04, landColour(hsl(120, 0.35, 0.25), palette, 1.5), h)
  out += `<rect y="${f(h * 0.64)}" width="${w}" height="${f(h * 0.36)}" fill="${landColour(hsl(105, 0.35, 0.33), palette, 0.5)}"/>`
  const vx = w * 0.5
  out += `<path d="M${f(vx - h * 0.04)} ${f(h * 0.64)}L${f(vx - w * 0.5)} ${f(h)}H${f(vx + w * 0.5)}L${f(vx + h * 0.04)} ${f(h * 0.64)}Z" fill="${mix('#4a4e55', '#0b0f1e', palette.shade * 0.5)}"/>`
  let lights = ''
  for (let i = 1; i < 8; i++) {
    const t = i / 8
    const y = h * 0.64 + h * 0.36 * t * t
    const spread = h * 0.04 + (w * 0.5 - h * 0.04) * t * t
    lights += `<circle cx="${f(vx - spread)}" cy="${f(y)}" r="${f(1 + t * 4)}"/><circle cx="${f(vx + spread)}" cy="${f(y)}" r="${f(1 + t * 4)}"/>`
    lights += `<rect x="${f(vx - 1 - t * 3)}" y="${f(y)}" width="${f(2 + t * 6)}" height="${f(2 + t * 10)}" fill="#f4f4f2"/>`
  }
  out += `<g fill="#ffd98a">${lights}</g>`
  const tower = w * random.range(0.78, 0.9)
  out += `<rect x="${f(tower)}" y="${f(h * 0.42)}" width="${f(h * 0.03)}" height="${f(h * 0.22)}" fill="${darken('#8a8f96', palette.shade)}"/>`
  out += `<path d="M${f(tower - h * 0.03)} ${f(h * 0.42)}H${f(tower + h * 0.06)}L${f(tower + h * 0.05)} ${f(h * 0.37)}H${f(tower - h * 0.02)}Z" fill="${lighten('#3e5a70', 0.1)}"/>`
  out += `<g transform="rotate(-12 ${f(w * 0.42)} ${f(h * 0.26)})">${plane(w * 0.42, h * 0.26, h * 0.55, mix('#f4f4f2', '#0b0f1e', palette.shade))}</g>`
  out += palm(random, w * 0.05, h * 0.9, h * 0.5, 0.2, darken('#2f4a2a', 0.3 + palette.shade))
  return out
}
