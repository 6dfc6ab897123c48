/**
 * Reads a QR code from the camera's current frame: the browser's own BarcodeDetector where it
 * exists (Chrome on Android, Safari 17+), otherwise jsQR (pure JavaScript, no WebAssembly, so
 * the site's content security policy stays as it is), fetched only when a camera opens on a
 * browser without it (desktop Chrome and Firefox).
 */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>

export async function qrFrameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => {
      const [found] = await detector.detect(video).catch(() => [])
      return found?.rawValue ?? null
    }
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || video.videoWidth === 0) return null
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}
