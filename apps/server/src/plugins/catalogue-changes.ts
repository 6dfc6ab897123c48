import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * "The catalogue changed": the admin console calls `changed()` after a content edit commits, and
 * every cache of public answers in this process (decision 008's LRU, the footer tags, rendered
 * pages) drops what it holds, so the next request reads the database. Other processes still
 * serve their copies until CATALOGUE_CACHE_SECONDS pass (decision 028): making this cross-process
 * (LISTEN/NOTIFY) is the scale-out work's, and only this plugin needs to change for it.
 */
export interface CatalogueChanges {
  onChange(listener: () => void): void
  changed(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueChanges: CatalogueChanges
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const listeners: (() => void)[] = []
    app.decorate('catalogueChanges', {
      onChange: (listener) => void listeners.push(listener),
      changed: () => {
        for (const listener of listeners) listener()
      },
    } satisfies CatalogueChanges)
  },
  { name: 'catalogue-changes' },
)
