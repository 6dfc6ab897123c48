/** A real SMTP server in the test process, and readers for what arrives (tests only). */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
  to: string[]
  raw: string
}

/** A real SMTP server on a free port that keeps what arrives; `refuse` rejects recipients with a 451. */
export async function startSmtp() {
  const received: Received[] = []
  const control = { refuse: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (control.refuse <= 0) return callback()
      control.refuse--
      callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    received,
    control,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function header(raw: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim()
}

/**
 * The decoded text/plain part of a message built by nodemailer: up to the MIME boundary, not to
 * the mail's own "-- " footer line (quoted-printable writes it "--=20").
 */
export function textPart(raw: string): string {
  const match =
    /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n--(?!=20\r\n| \r\n)/i.exec(
      raw,
    )
  if (!match) throw new Error(`no text part in:\n${raw}`)
  const [, encoding, body] = match as unknown as [string, string, string]
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding.toLowerCase() !== 'quoted-printable') return body
  const flat = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < flat.length; i++) {
    const hex = flat.slice(i + 1, i + 3)
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(flat.charCodeAt(i))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Waits until a mail to `to` has arrived (the worker polls every 2 s) and returns its text part. */
export async function waitForMail(
  received: Received[],
  to: string,
  {
    timeoutMs = 15_000,
    subject,
    text,
  }: {
    timeoutMs?: number
    subject?: RegExp
    /** Matched against the decoded text part (subjects outside ASCII arrive MIME-encoded). */
    text?: RegExp
  } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mail = received.find(
      (r) =>
        r.to.includes(to.toLowerCase()) &&
        (!subject || subject.test(header(r.raw, 'Subject') ?? '')) &&
        (!text || text.test(textPart(r.raw))),
    )
    if (mail) return textPart(mail.raw)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `no mail to ${to} within ${timeoutMs} ms; arrived: ${received.map((r) => r.to.join()).join('; ') || 'none'}`,
  )
}
