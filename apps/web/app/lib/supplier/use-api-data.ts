import { useCallback, useEffect, useState } from 'react'
import { supplierApi } from './supplier-api'

export type ApiData<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T }

/** GET `path` once the page is in the browser; `reload` asks again (the error state's button). */
export function useApiData<T>(
  path: string | null,
): ApiData<T> & { reload: () => void; set: (data: T) => void } {
  const [value, setValue] = useState<ApiData<T>>({ state: 'loading' })
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!path) return
    let live = true
    setValue({ state: 'loading' })
    supplierApi.get<T>(path).then((reply) => {
      if (!live) return
      setValue(reply.ok ? { state: 'ready', data: reply.data } : { state: 'error', message: reply.message })
    })
    return () => {
      live = false
    }
  }, [path, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  const set = useCallback((data: T) => setValue({ state: 'ready', data }), [])
  return { ...value, reload, set }
}
