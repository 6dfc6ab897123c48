import { describe, expect, it } from 'vitest'
import { HERO_IMAGE_WIDTHS, IMAGE_WIDTHS, imageSources, storedWidths } from './images.ts'

describe('storedWidths', () => {
  it('gives a camera photo each standard width once (issue 27: 1200 came twice)', () => {
    for (const width of [1201, 3000, 4000, 6000]) expect(storedWidths(width)).toEqual([400, 800, 1200])
    expect(storedWidths(1200)).toEqual([400, 800, 1200])
    expect(storedWidths(6000, HERO_IMAGE_WIDTHS)).toEqual([400, 800, 1200, 1600])
    expect(storedWidths(1600, HERO_IMAGE_WIDTHS)).toEqual([400, 800, 1200, 1600])
  })

  it('never claims pixels a smaller picture does not have', () => {
    expect(storedWidths(1000)).toEqual([400, 800, 1000])
    expect(storedWidths(800)).toEqual([400, 800])
    expect(storedWidths(300)).toEqual([300])
    expect(storedWidths(1400, HERO_IMAGE_WIDTHS)).toEqual([400, 800, 1200, 1400])
  })

  it('gives every stored width to the srcset and an 800 px default once there is one', () => {
    const widths = storedWidths(4000)
    expect(new Set(widths).size).toBe(widths.length)
    const { url, srcset } = imageSources('tour-x', widths)
    expect(url).toBe('/media/tour-x-800.webp')
    expect(srcset).toBe(IMAGE_WIDTHS.map((w) => `/media/tour-x-${w}.webp ${w}w`).join(', '))
  })
})
