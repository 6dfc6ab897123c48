import { useEffect, useRef, useState } from 'react'
import { button } from '../ui'

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

/** The browser's own QR reader (BarcodeDetector: Chrome on Android, Safari 17+); null where absent. */
function detectorClass(): DetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  return candidate && typeof navigator !== 'undefined' && navigator.mediaDevices ? candidate : null
}

/**
 * "Scan with camera": the back camera in a small preview, read a few times a second until a QR
 * code appears; hands its text to `onCode`. Phones without the browser's QR reader keep the
 * typed field (a phone's own camera app can also open the voucher link).
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [supported, setSupported] = useState(false)
  const [on, setOn] = useState(false)
  const [problem, setProblem] = useState('')
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => setSupported(detectorClass() !== null), [])
  useEffect(() => {
    const Detector = detectorClass()
    if (!on || !Detector) return
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    let live = true
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media
        if (!live || !video.current) return
        video.current.srcObject = media
        await video.current.play()
        const detector = new Detector({ formats: ['qr_code'] })
        timer = setInterval(async () => {
          if (!video.current) return
          const [found] = await detector.detect(video.current).catch(() => [])
          if (found?.rawValue && live) {
            setOn(false)
            onCode(found.rawValue)
          }
        }, 300)
      })
      .catch(() => setProblem('The camera could not be opened. Allow it, or type the reference.'))
    return () => {
      live = false
      clearInterval(timer)
      stream?.getTracks().forEach((t) => t.stop())
    }
  }, [on, onCode])
  if (!supported) return null
  return (
    <div className="mb-4">
      <button type="button" className={button.secondary} onClick={() => setOn(!on)} aria-pressed={on}>
        {on ? 'Stop camera' : 'Scan with camera'}
      </button>
      {on ? (
        <video
          ref={video}
          muted
          playsInline
          className="mt-3 aspect-square w-full max-w-xs rounded-lg bg-black"
        />
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
