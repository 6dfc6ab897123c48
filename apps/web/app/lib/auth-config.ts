import type { AuthConfig } from '@serendib/domain/api/accounts'
import { useEffect, useState } from 'react'
import { browserApi } from './browser-api'

/** GET /api/auth/config: the first-party client's secret and the social providers on offer. */
export type { AuthConfig }

let pending: Promise<AuthConfig | null> | null = null

/** Read once per page load; a failure is forgotten so the next attempt asks again. */
export function loadAuthConfig(): Promise<AuthConfig | null> {
  pending ??= browserApi.get<AuthConfig>('/api/auth/config').then((reply) => {
    if (reply.ok) return reply.body
    pending = null
    return null
  })
  return pending
}

/** The auth config once it has loaded (null before, and during SSR). */
export function useAuthConfig(): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null)
  useEffect(() => {
    let live = true
    void loadAuthConfig().then((loaded) => {
      if (live) setConfig(loaded)
    })
    return () => {
      live = false
    }
  }, [])
  return config
}
