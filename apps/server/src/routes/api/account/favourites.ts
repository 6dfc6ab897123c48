import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { favouriteIdsReplySchema, favouritesReplySchema } from '@serendib/domain/api/account'
import { apiMessageSchema, idParamsSchema, success, successMessage } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import {
  addFavourite,
  favouriteActivityIds,
  listFavourites,
  removeFavourite,
} from '../../../services/favourites/favourites.ts'

/**
 * Spec §7 favourites. Add and remove are GETs in the spec's contract; they are idempotent, and
 * a bearer token (never a cookie) authorises them, so a link or image elsewhere cannot fire them.
 */
const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/favourites', { schema: { response: { 200: favouritesReplySchema } } }, async (request) =>
    success(await listFavourites(app.database.db, request.user.id)),
  )

  app.get('/favourites/ids', { schema: { response: { 200: favouriteIdsReplySchema } } }, async (request) =>
    success(await favouriteActivityIds(app.database.db, request.user.id)),
  )

  app.get(
    '/favourites/add/:id',
    { schema: { params: idParamsSchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      await addFavourite(app.database.db, request.user.id, request.params.id)
      return successMessage(Messages.favouriteAdded)
    },
  )

  app.get(
    '/favourites/remove/:id',
    { schema: { params: idParamsSchema, response: { 200: apiMessageSchema } } },
    async (request) => {
      await removeFavourite(app.database.db, request.user.id, request.params.id)
      return successMessage(Messages.favouriteRemoved)
    },
  )
}
export default favouritesRoutes
