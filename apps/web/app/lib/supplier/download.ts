import { authToken } from '../auth-session'

/**
 * Downloads a file from /api/supplier/** with the session's token (a plain link cannot carry
 * it): fetch, then hand the browser a blob under the server's file name.
 */
export async function downloadWithSession(path: string, fallbackName: string): Promise<string | null> {
  const token = authToken()
  if (!token) return 'Please log in to continue'
  try {
    const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } })
    if (!response.ok) return 'The file could not be made. Try again.'
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = name
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return null
  } catch {
    return 'The server could not be reached. Check the connection and try again.'
  }
}
