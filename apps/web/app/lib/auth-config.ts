import { useEffect, useState } from 'react'
import { browserApi } from './browser-api'

/** GET /api/auth/config: the first-party client's secret and the social providers on offer. */
export interface AuthConfig {
  client_id: string
  client_secret: string
  social: string[]
}

let pending: Promise<AuthConfig | null> | null = null

/** Read once per page load; a failure is forgotten so the next attempt asks again. */
export function loadAuthConfig(): Promise<AuthConfig | null> {
  pending ??= browserApi.get<AuthConfig>('/api/auth/config').then((reply) => {
    if (reply.ok && reply.body && typeof reply.body.client_secret === 'string') {
      return { ...reply.body, social: Array.isArray(reply.body.social) ? reply.body.social : [] }
    }
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
