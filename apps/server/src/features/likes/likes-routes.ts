import {
  ErrorResponse,
  LikedSearchesQuery,
  LikedSearchesResponse,
  SearchIdParams,
  ToggleLikeResponse,
} from '@pitchwise/contract'
import { SIGN_IN_MESSAGES } from '@pitchwise/contract/text'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedIn } from '../../shared/guards.ts'
import { listLikes } from './list-likes.ts'
import { toggleLike } from './toggle-like.ts'

export const LIKE_SIGNED_OUT = SIGN_IN_MESSAGES.like
export const LIKES_SIGNED_OUT = SIGN_IN_MESSAGES.likedSearches

/** Likes: toggle per user per search, and the user's liked list. Signed-in only. */
export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/searches/:id/like',
    {
      schema: {
        tags: ['likes'],
        summary: 'Like or unlike a search',
        security: [{ bearer: [] }],
        params: SearchIdParams,
        response: { 200: ToggleLikeResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const caller = await requireSignedIn(request, LIKE_SIGNED_OUT)
      return toggleLike(app.database.db, caller.user.id, request.params.id)
    },
  )

  app.get(
    '/api/likes',
    {
      schema: {
        tags: ['likes'],
        summary: "The caller's liked searches, newest first",
        security: [{ bearer: [] }],
        querystring: LikedSearchesQuery,
        response: { 200: LikedSearchesResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireSignedIn(request, LIKES_SIGNED_OUT)
      reply.header('Cache-Control', 'private, no-store')
      return listLikes(app.database.db, caller.user.id, request.query.page, request.query.pageSize)
    },
  )
}
