/**
 * The free browse pages' API: a day's fixtures with the model's prices, a match preview, a
 * league's table and projection, a team's page. Free and without a caller (no credits, no
 * history): the pages show what the model already holds; questions, screening across fixtures,
 * accumulators, value ranking and deep reports stay with /api/analyze (decision 410).
 */
import {
  BrowseIdParams,
  DayFixturesQuery,
  DayFixturesResponse,
  ErrorResponse,
  LeaguePageResponse,
  MatchPageResponse,
  TeamPageResponse,
} from '@pitchwise/contract'
import type { BrowseQuery } from '@pitchwise/engine/browse/browse-types'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors.ts'
import { WARMING_UP_MESSAGE } from './football-service.ts'
import { sendCachedPage } from './send-cached-page.ts'

const tags = ['browse']
const errors = { 400: ErrorResponse, 404: ErrorResponse, 503: ErrorResponse }

export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  const pageOf = (query: BrowseQuery) => {
    if (!app.football) throw new AppError('SERVICE_UNAVAILABLE', WARMING_UP_MESSAGE)
    return app.football.browse(query)
  }

  app.get(
    '/api/browse/matches',
    {
      schema: {
        tags,
        summary: "A day's fixtures by competition with 1X2, over 2.5 and BTTS probabilities",
        querystring: DayFixturesQuery,
        response: { 200: DayFixturesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await pageOf({ kind: 'day', day: request.query.day })
      return sendCachedPage(request, reply, entry)
    },
  )

  app.get(
    '/api/browse/matches/:id',
    {
      schema: {
        tags,
        summary: "One match's free preview: markets, scorelines, form, head to head, table places",
        params: BrowseIdParams,
        response: { 200: MatchPageResponse, ...errors },
      },
    },
    async (request, reply) => sendCachedPage(request, reply, await pageOf({ kind: 'match', id: request.params.id })),
  )

  app.get(
    '/api/browse/leagues/:id',
    {
      schema: {
        tags,
        summary: "A competition's table, projected final table and matches by round",
        params: BrowseIdParams,
        response: { 200: LeaguePageResponse, ...errors },
      },
    },
    async (request, reply) => sendCachedPage(request, reply, await pageOf({ kind: 'league', code: request.params.id })),
  )

  app.get(
    '/api/browse/teams/:id',
    {
      schema: {
        tags,
        summary: "A team's form, results, next fixtures with probabilities and rating over the season",
        params: BrowseIdParams,
        response: { 200: TeamPageResponse, ...errors },
      },
    },
    async (request, reply) => sendCachedPage(request, reply, await pageOf({ kind: 'team', id: request.params.id })),
  )
}
