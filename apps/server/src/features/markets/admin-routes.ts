/**
 * /api/admin/markets: market management for the back office. Registered by the admin plugin
 * under /api/admin, where the guard refuses anyone but an administrator.
 */
import {
  AddMarketSearchInput,
  AdminIdParams,
  AdminMarketSearchesResponse,
  AdminMarketSearchParams,
  AdminMarketsResponse,
  AdminOkResponse,
  ErrorResponse,
  MarketInput,
  UpdateSearchQueryInput,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { auditActor } from '../../shared/audit.ts'
import {
  addMarketSearch,
  createMarket,
  deleteMarket,
  deleteMarketSearch,
  listAdminMarkets,
  listMarketSearches,
  updateMarket,
  updateMarketSearch,
} from './admin-markets.ts'

const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }
const Created = z.object({ id: z.string() })

export const marketsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const tags = ['admin']

  app.get(
    '/markets',
    { schema: { tags, summary: 'Every market with its search count', response: { 200: AdminMarketsResponse } } },
    async () => ({ markets: await listAdminMarkets(db) }),
  )

  app.post(
    '/markets',
    { schema: { tags, summary: 'Create a market', body: MarketInput, response: { 201: Created, ...errors } } },
    async (request, reply) => {
      const market = await createMarket(db, await auditActor(request), request.body)
      return reply.status(201).send({ id: market.id })
    },
  )

  app.put(
    '/markets/:id',
    {
      schema: {
        tags,
        summary: 'Update a market',
        params: AdminIdParams,
        body: MarketInput,
        response: { 200: AdminOkResponse, ...errors },
      },
    },
    async (request) => {
      await updateMarket(db, await auditActor(request), request.params.id, request.body)
      return { ok: true as const }
    },
  )

  app.delete(
    '/markets/:id',
    {
      schema: {
        tags,
        summary: 'Delete a market (its searches stay)',
        params: AdminIdParams,
        response: { 200: AdminOkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteMarket(db, await auditActor(request), request.params.id)
      return { ok: true as const }
    },
  )

  app.get(
    '/markets/:id/searches',
    {
      schema: {
        tags,
        summary: "A market's searches with their link ids",
        params: AdminIdParams,
        response: { 200: AdminMarketSearchesResponse, ...errors },
      },
    },
    async (request) => ({ searches: await listMarketSearches(db, request.params.id) }),
  )

  app.post(
    '/markets/:id/searches',
    {
      schema: {
        tags,
        summary: 'Add an existing search (searchId) or a new one (query) to a market',
        params: AdminIdParams,
        body: AddMarketSearchInput,
        response: { 201: Created, ...errors },
      },
    },
    async (request, reply) => {
      const link = await addMarketSearch(db, await auditActor(request), request.params.id, request.body)
      return reply.status(201).send({ id: link.id })
    },
  )

  app.put(
    '/markets/:id/searches/:linkId',
    {
      schema: {
        tags,
        summary: 'Edit the question of a market search',
        params: AdminMarketSearchParams,
        body: UpdateSearchQueryInput,
        response: { 200: AdminOkResponse, ...errors },
      },
    },
    async (request) => {
      const { id, linkId } = request.params
      await updateMarketSearch(db, await auditActor(request), id, linkId, request.body.query)
      return { ok: true as const }
    },
  )

  app.delete(
    '/markets/:id/searches/:linkId',
    {
      schema: {
        tags,
        summary: 'Remove a search from a market',
        params: AdminMarketSearchParams,
        response: { 200: AdminOkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteMarketSearch(db, await auditActor(request), request.params.id, request.params.linkId)
      return { ok: true as const }
    },
  )
}
