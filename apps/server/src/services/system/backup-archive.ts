/**
 * The backup file: one gzip stream holding a header line, a JSON manifest line, the database
 * dump, then each media file, back to back (decision 033). Plain enough to read with zcat and
 * a few lines of code, streamed both ways so media of any size never sits in memory at once.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

const MAGIC = 'SERENDIB-BACKUP 1\n'

export interface BackupManifest {
  /** 'pglite': PGlite's dumpDataDir (tar.gz of its data folder); 'pg_dump': pg_dump --format=custom. */
  kind: 'pglite' | 'pg_dump'
  createdAt: string
  databaseBytes: number
  media: { name: string; bytes: number }[]
}

/** Writes `file` atomically (a .partial file renamed at the end). Media files must not change meanwhile. */
export async function writeArchive(
  file: string,
  manifest: Omit<BackupManifest, 'media'>,
  database: Buffer,
  mediaDir: string,
  mediaNames: string[],
): Promise<BackupManifest> {
  const media: BackupManifest['media'] = []
  for (const name of mediaNames) media.push({ name, bytes: (await stat(path.join(mediaDir, name))).size })
  const full: BackupManifest = { ...manifest, databaseBytes: database.length, media }
  async function* parts() {
    yield Buffer.from(MAGIC + JSON.stringify(full) + '\n')
    yield database
    for (const m of media) yield* createReadStream(path.join(mediaDir, m.name), { end: m.bytes - 1 })
  }
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  const partial = `${file}.partial`
  await pipeline(Readable.from(parts()), createGzip(), createWriteStream(partial))
  await rename(partial, file)
  return full
}

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  #buffered = Buffer.alloc(0)
  #source: AsyncIterator<Buffer>
  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]()
  }
  async #fill(n: number) {
    while (this.#buffered.length < n) {
      const next = await this.#source.next()
      if (next.done) throw new Error('The backup file is cut short')
      this.#buffered = Buffer.concat([this.#buffered, next.value])
    }
  }
  async line(max = 64 * 1024 * 1024): Promise<string> {
    for (;;) {
      const end = this.#buffered.indexOf(10)
      if (end >= 0) {
        const text = this.#buffered.subarray(0, end).toString('utf8')
        this.#buffered = this.#buffered.subarray(end + 1)
        return text
      }
      if (this.#buffered.length > max) throw new Error('Not a Serendib backup file')
      await this.#fill(this.#buffered.length + 1)
    }
  }
  async bytes(n: number): Promise<Buffer> {
    await this.#fill(n)
    const out = this.#buffered.subarray(0, n)
    this.#buffered = this.#buffered.subarray(n)
    return Buffer.from(out)
  }
  /** Streams `n` bytes to `out` without holding them all. */
  async copy(n: number, out: NodeJS.WritableStream): Promise<void> {
    let left = n
    while (left > 0) {
      if (this.#buffered.length === 0) await this.#fill(1)
      const part = this.#buffered.subarray(0, Math.min(left, this.#buffered.length))
      this.#buffered = this.#buffered.subarray(part.length)
      left -= part.length
      if (!out.write(part)) await new Promise((resolve) => out.once('drain', resolve))
    }
  }
}

/** Reads a backup: the manifest and database dump in memory, media written into `mediaDir`. */
export async function readArchive(
  file: string,
  mediaDir: string,
): Promise<{ manifest: BackupManifest; database: Buffer }> {
  const gunzip = createReadStream(file).pipe(createGunzip())
  const reader = new ChunkReader(gunzip)
  if ((await reader.line(64)) + '\n' !== MAGIC) throw new Error(`${file} is not a Serendib backup file`)
  const manifest = JSON.parse(await reader.line()) as BackupManifest
  const database = await reader.bytes(manifest.databaseBytes)
  await mkdir(mediaDir, { recursive: true })
  for (const m of manifest.media) {
    // Names come from our own folder listing; refuse anything that would leave the media folder.
    if (m.name.includes('/') || m.name.includes('\\') || m.name.startsWith('.'))
      throw new Error(`Unexpected media name in backup: ${m.name}`)
    const out = new PassThrough()
    const written = pipeline(out, createWriteStream(path.join(mediaDir, m.name)))
    await reader.copy(m.bytes, out)
    out.end()
    await written
  }
  gunzip.destroy()
  return { manifest, database }
}
