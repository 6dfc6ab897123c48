/** Helpers the seed inserters share. */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../client.ts'

/** Key → database id, with a clear error for a dangling reference in the content. */
export class IdMap {
  private readonly ids = new Map<string, number>()
  private readonly what: string

  constructor(what: string) {
    this.what = what
  }

  set(key: string, id: number): void {
    this.ids.set(key, id)
  }

  get(key: string): number {
    const id = this.ids.get(key)
    if (id === undefined) throw new Error(`Demo seed: unknown ${this.what} '${key}'`)
    return id
  }
}

/** Reserves ids from a table's identity sequence, so a row can carry its own id in another column (full_seo_url). */
export async function reserveIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return []
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count}::int)`,
  )
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/** Inserts in chunks: PostgreSQL caps a statement at 65,535 parameters. */
export function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Stored widths of each rendered demo picture (images/render-demo-images.ts), by key. */
export interface RenderedImages {
  /** Throws for a key that was not rendered: a content reference to a missing picture. */
  widths(key: string): number[]
}

export function renderedImages(widthsByKey: Map<string, number[]>): RenderedImages {
  return {
    widths(key) {
      const widths = widthsByKey.get(key)
      if (!widths?.length) throw new Error(`Demo seed: image '${key}' was not rendered`)
      return widths
    },
  }
}
