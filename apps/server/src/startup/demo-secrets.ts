/**
 * Demo mode's secrets (issue 12): generated once per install and kept in the data folder, so no
 * secret is a constant in the code and every process sharing the folder signs alike.
 * Production never comes here: it must be given its secrets (production-check.ts).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface DemoSecrets {
  appSecret: string
  oauthClientSecret: string
}

export const DEMO_SECRETS_FILE = 'secrets.json'

const fresh = (): DemoSecrets => ({
  appSecret: randomBytes(32).toString('base64url'),
  oauthClientSecret: randomBytes(32).toString('base64url'),
})

function valid(value: unknown): value is DemoSecrets {
  const v = value as Partial<DemoSecrets> | null
  return (
    typeof v?.appSecret === 'string' && v.appSecret.length >= 32 && typeof v.oauthClientSecret === 'string'
  )
}

/**
 * Reads `<dataDir>/secrets.json`, creating it (mode 600) on the first start. Two processes
 * starting at once: `wx` lets one create it, the other reads what it wrote.
 */
export function demoSecrets(dataDir: string): DemoSecrets {
  const file = path.join(dataDir, DEMO_SECRETS_FILE)
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
      if (valid(stored)) return stored
      throw new Error(`${file} is not a secrets file; delete it to generate new demo secrets`)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        fs.mkdirSync(dataDir, { recursive: true })
        try {
          // Written to a temporary name and linked in whole, so a reader never sees half a file.
          const temporary = `${file}.${process.pid}.tmp`
          fs.writeFileSync(temporary, `${JSON.stringify(fresh(), null, 2)}\n`, { mode: 0o600 })
          try {
            fs.linkSync(temporary, file)
          } finally {
            fs.rmSync(temporary, { force: true })
          }
        } catch (linkError) {
          if ((linkError as NodeJS.ErrnoException).code !== 'EEXIST') throw linkError
        }
        continue
      }
      throw error
    }
  }
  throw new Error(`could not read or create ${file}`)
}

/** Secrets for a test process that gave none: random, in memory only. */
export const ephemeralSecrets = fresh
