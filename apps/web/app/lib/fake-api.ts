import type { ApiClient, ApiReply } from '@serendib/domain/api-client'

/** For loader tests: an ApiClient whose every GET answers `reply`, or fails with it when it is an Error. */
export function fakeApi(reply: ApiReply<unknown> | Error): ApiClient {
  return {
    get: async () => {
      if (reply instanceof Error) throw reply
      return reply as never
    },
    post: async () => {
      throw new Error('not used')
    },
  }
}
