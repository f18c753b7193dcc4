/** /api/admin/billing/pricing, /regions, /regional-prices: the Regional Pricing page. */
import {
  AdminIdParams,
  AdminPricingResponse,
  ErrorResponse,
  RegionalPriceInput,
  RegionalPriceResponse,
  RegionInput,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { auditActor } from '../../../shared/audit.ts'
import { createRegion, pricingOverview, setRegionalPrice, updateRegion } from './pricing-admin.ts'

const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }
const Saved = z.object({ id: z.string() })

export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const tags = ['admin']

  app.get(
    '/billing/pricing',
    { schema: { tags, summary: 'Regions, plans and regional prices', response: { 200: AdminPricingResponse } } },
    async () => pricingOverview(db),
  )

  app.post(
    '/billing/regions',
    { schema: { tags, summary: 'Add a region', body: RegionInput, response: { 201: Saved, ...errors } } },
    async (request, reply) => {
      const region = await createRegion(db, await auditActor(request), request.body)
      return reply.status(201).send({ id: region.id })
    },
  )

  app.put(
    '/billing/regions/:id',
    {
      schema: {
        tags,
        summary: 'Update a region',
        params: AdminIdParams,
        body: RegionInput,
        response: { 200: Saved, ...errors },
      },
    },
    async (request) => {
      const region = await updateRegion(db, await auditActor(request), request.params.id, request.body)
      return { id: region.id }
    },
  )

  app.put(
    '/billing/regional-prices',
    {
      schema: {
        tags,
        summary: "Set a plan's price in a region (major units in, minor units stored)",
        body: RegionalPriceInput,
        response: { 200: RegionalPriceResponse, ...errors },
      },
    },
    async (request) => setRegionalPrice(db, await auditActor(request), request.body),
  )
}
