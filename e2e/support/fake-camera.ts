import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays as the camera) showing
 * one QR code of `text` on white: the phone held over a printed voucher.
 */
export function writeQrVideo(file: string, text: string, width = 640, height = 480): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const scale = Math.floor((Math.min(width, height) * 0.8) / (size + 8))
  const left = Math.floor((width - size * scale) / 2)
  const top = Math.floor((height - size * scale) / 2)
  const luma = Buffer.alloc(width * height, 235)
  for (let y = 0; y < size * scale; y++)
    for (let x = 0; x < size * scale; x++)
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(top + y) * width + left + x] = 16
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(file, Buffer.concat([header, frame, frame]))
}
