import type { MessageId } from './messages/en.ts'

/**
 * A page area of the traveller catalogue (decision 071, split per area): an id's first segment,
 * `search` for `search.sort.price`. Pages receive only their areas' messages.
 */
export type MessageArea = MessageId extends `${infer Area}.${string}` ? Area : never

export function messageArea(id: string): string {
  const dot = id.indexOf('.')
  return dot < 0 ? id : id.slice(0, dot)
}

/**
 * An id prefix a page may ask for: a whole area (`search`) or one id (`msg.notFoundPage`);
 * deeper prefixes (`search.sort`) work too.
 */
export type MessagePrefix = MessageArea | MessageId

/** Whether `id` is `prefix` itself or lies under it (`search.sort.price` under `search`). */
export function underPrefix(id: string, prefix: string): boolean {
  return id === prefix || id.startsWith(`${prefix}.`)
}
