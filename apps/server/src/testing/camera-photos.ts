/**
 * Photos as cameras and phones make them (conventions §14, issue 27), drawn by sharp in the test
 * instead of committed as big binary fixtures: 4000×3000 and 6000×4000 pixels, with grain so a
 * JPEG weighs what a camera's does, and a phone JPEG whose pixels lie sideways with EXIF
 * Orientation 6, so only auto-orientation shows it upright. The scene is sky above grass:
 * `uprightness` tells from any stored picture which way up it is.
 */
import sharp from 'sharp'

export type CameraFormat = 'jpeg' | 'png' | 'webp'

export interface CameraPhotoInput {
  /** The picture as the camera meant it, upright. */
  width: number
  height: number
  format: CameraFormat
  /** Stored turned a quarter left with EXIF Orientation 6, as a phone held upright writes it. */
  sideways?: boolean
  /** Sensor noise, 0 to 40: 12 makes a 6000×4000 JPEG about 6 MB; 0 a flat picture. */
  grain?: number
}

const SKY = [70, 130, 215] as const
const GRASS = [40, 125, 50] as const

/** Raw RGB of the scene: a fast xorshift for the grain (Math.random on 72 M bytes is slow). */
function scene(width: number, height: number, grain: number): Buffer {
  const data = Buffer.allocUnsafe(width * height * 3)
  let seed = 0x2f6b3a1d
  for (let y = 0; y < height; y++) {
    const colour = y < height / 2 ? SKY : GRASS
    let at = y * width * 3
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let value: number = colour[c]!
        if (grain > 0) {
          seed ^= seed << 13
          seed ^= seed >>> 17
          seed ^= seed << 5
          value += ((seed >>> 0) % (2 * grain + 1)) - grain
        }
        data[at++] = value < 0 ? 0 : value > 255 ? 255 : value
      }
    }
  }
  return data
}

const made = new Map<string, Promise<Buffer>>()

/** The photo's bytes, made once per test worker (a 6000×4000 one takes a second or two). */
export function cameraPhoto(input: CameraPhotoInput): Promise<Buffer> {
  const id = JSON.stringify(input)
  let bytes = made.get(id)
  if (!bytes) {
    bytes = draw(input)
    made.set(id, bytes)
  }
  return bytes
}

async function draw({ width, height, format, sideways = false, grain = 12 }: CameraPhotoInput) {
  let image = sharp(scene(width, height, grain), { raw: { width, height, channels: 3 } })
  if (sideways) {
    // Orientation 6 says "turn a quarter right to show": the pixels are stored a quarter left.
    const turned = await image.rotate(-90).raw().toBuffer({ resolveWithObject: true })
    image = sharp(turned.data, { raw: turned.info }).withMetadata({ orientation: 6 })
  }
  if (format === 'png') return image.png().toBuffer()
  // The least effort: a 6000×4000 WebP takes seconds to encode at the default (only the test waits).
  if (format === 'webp') return image.webp({ quality: 85, effort: 0 }).toBuffer()
  return image.jpeg({ quality: 90 }).toBuffer()
}

export interface Uprightness {
  width: number
  height: number
  /** Sky along the whole top edge and grass along the whole bottom: shown as the camera meant. */
  upright: boolean
}

/** Which way up a stored picture shows (EXIF is ignored: stored WebP carries none). */
export async function uprightness(bytes: Buffer): Promise<Uprightness> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata()
  const { data } = await sharp(bytes)
    .resize(3, 3, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => [...data.subarray((y * 3 + x) * 3, (y * 3 + x) * 3 + 3)]
  const isSky = ([r, g, b]: number[]) => b! > g! + 40 && b! > r! + 80
  const isGrass = ([r, g, b]: number[]) => g! > b! + 40 && g! > r! + 40
  const upright = [0, 1, 2].every((x) => isSky(pixel(x, 0)) && isGrass(pixel(x, 2)))
  return { width, height, upright }
}
