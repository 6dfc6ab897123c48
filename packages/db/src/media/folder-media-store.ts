/** Media as files in one folder: the embedded default (one process, DATA_DIR/media). */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { contentTypeOf, isMediaName, type MediaStore } from './media-store.ts'

export function folderMediaStore(mediaDir: string): MediaStore {
  const fileOf = (name: string) => {
    if (!isMediaName(name)) throw new Error(`Not a media name: ${name}`)
    return join(mediaDir, name)
  }
  const names = async () => readdir(mediaDir).catch(() => [] as string[])
  return {
    kind: 'folder',
    async put(files) {
      await mkdir(mediaDir, { recursive: true })
      await Promise.all(files.map((file) => writeFile(fileOf(file.name), file.bytes)))
    },
    async get(name) {
      if (!isMediaName(name)) return null
      try {
        const path = fileOf(name)
        const [info, bytes] = await Promise.all([stat(path), readFile(path)])
        // Size and modification time, as @fastify/static did: cheap and changes with the file.
        const etag = `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`
        return { name, contentType: contentTypeOf(name), bytes, etag }
      } catch {
        return null
      }
    },
    async list(prefix) {
      return (await names()).filter((name) => name.startsWith(prefix)).sort()
    },
    async existing(wanted) {
      const present = new Set(await names())
      return new Set(wanted.filter((name) => present.has(name)))
    },
    async remove(files) {
      await Promise.all(
        files.filter(isMediaName).map((name) => rm(fileOf(name), { force: true }).catch(() => {})),
      )
    },
  }
}
