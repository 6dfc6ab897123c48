import { useEffect, useRef, useState } from 'react'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { button } from '../ui'
import { qrFrameReader } from './qr-reader'

/** Phones and laptops with a camera API; the QR reading itself is qr-reader.ts. */
const cameraAvailable = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)

/**
 * "Scan with camera": the back camera in a small preview, read a few times a second until a QR
 * code appears; hands its text to `onCode`. Without a camera the typed field stays.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = usePortalI18n()
  const [supported, setSupported] = useState(false)
  const [on, setOn] = useState(false)
  const [problem, setProblem] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => setSupported(cameraAvailable()), [])
  useEffect(() => {
    if (!on) return
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
        const read = await qrFrameReader()
        timer = setInterval(async () => {
          if (!video.current) return
          const found = await read(video.current)
          if (found && live) {
            setOn(false)
            onCode(found)
          }
        }, 300)
      })
      .catch(() => setProblem(true))
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
        {on ? t('camera.stop') : t('camera.scan')}
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
          {t('camera.failed')}
        </p>
      ) : null}
    </div>
  )
}
