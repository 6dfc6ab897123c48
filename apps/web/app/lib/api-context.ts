import type { ApiClient } from '@serendib/domain/api-client'
import { createContext } from 'react-router'

/**
 * Per-request API client for loaders. The server reads this token from the server build
 * (`build.entry.module.apiContext`, re-exported by entry.server.tsx) so that it sets the very
 * instance loaders read, without a second copy of this module in the bundle.
 */
export const apiContext = createContext<ApiClient>()
