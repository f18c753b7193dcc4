/** /api/admin/searches: the Manage Searches page and the market add-search picker. */
import {
  AdminIdParams,
  AdminOkResponse,
  AdminSearchesQuery,
  AdminSearchesResponse,
  DeleteSearchesInput,
  DeleteSearchesResponse,
  ErrorResponse,
  UpdateSearchVisibilityInput,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActor } from '../../shared/audit.ts'
import { deleteSearches, listAdminSearches, setSearchHidden } from './admin-searches.ts'

export const searchesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const tags = ['admin']

  app.get(
    '/searches',
    {
      schema: {
        tags,
        summary: 'Searches, most run first, optionally filtered by text or by not being in a market',
        querystring: AdminSearchesQuery,
        response: { 200: AdminSearchesResponse, 400: ErrorResponse },
      },
    },
    async (request) => listAdminSearches(db, request.query),
  )

  // POST rather than DELETE with a body: some proxies drop DELETE bodies.
  app.post(
    '/searches/delete',
    {
      schema: {
        tags,
        summary: 'Delete searches with their market links, likes and history',
        body: DeleteSearchesInput,
        response: { 200: DeleteSearchesResponse, 400: ErrorResponse },
      },
    },
    async (request) => ({ deleted: await deleteSearches(db, await auditActor(request), request.body.ids) }),
  )

  app.patch(
    '/searches/:id',
    {
      schema: {
        tags,
        summary: 'Hide a search from the public popular list, or show it again',
        params: AdminIdParams,
        body: UpdateSearchVisibilityInput,
        response: { 200: AdminOkResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      await setSearchHidden(db, await auditActor(request), request.params.id, request.body.hiddenFromPopular)
      return { ok: true as const }
    },
  )
}
