import type { FastifyInstance } from 'fastify'
import { Messages } from '@serendib/domain/messages'
import { UserType } from '@serendib/domain/user-types'
import { activityCardSchema } from '../catalogue/response-schemas.ts'
import {
  addFavourite,
  favouriteActivityIds,
  listFavourites,
  removeFavourite,
} from '../../services/favourites/favourites.ts'
import { idParams, messageReply, objectOf } from '../reviews/schemas.ts'

/**
 * Spec §7 favourites (auth). Add and remove are GETs in the spec's contract; they are idempotent,
 * and a bearer token (never a cookie) authorises them, so a link or image elsewhere cannot fire them.
 */
export default async function favouritesRoutes(app: FastifyInstance) {
  const db = () => app.database.db

  app.get(
    '/api/account/favourites',
    {
      schema: {
        response: {
          200: objectOf({
            status: { type: 'string' },
            data: {
              type: 'array',
              items: objectOf({ id: { type: 'integer' }, activity: activityCardSchema }),
            },
          }),
        },
      },
    },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      return { status: 'success', data: await listFavourites(db(), user.id) }
    },
  )

  app.get(
    '/api/account/favourites/ids',
    {
      schema: {
        response: {
          200: objectOf({ status: { type: 'string' }, data: { type: 'array', items: { type: 'integer' } } }),
        },
      },
    },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      return { status: 'success', data: await favouriteActivityIds(db(), user.id) }
    },
  )

  app.get<{ Params: { id: number } }>(
    '/api/account/favourites/add/:id',
    { schema: { params: idParams, response: { 200: messageReply } } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      await addFavourite(db(), user.id, request.params.id)
      return { status: 'success', message: Messages.favouriteAdded }
    },
  )

  app.get<{ Params: { id: number } }>(
    '/api/account/favourites/remove/:id',
    { schema: { params: idParams, response: { 200: messageReply } } },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      await removeFavourite(db(), user.id, request.params.id)
      return { status: 'success', message: Messages.favouriteRemoved }
    },
  )
}
