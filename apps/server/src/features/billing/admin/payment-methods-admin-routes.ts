/** /api/admin/billing/gateways, /payment-methods: the Payment Methods page. */
import {
  AdminIdParams,
  AdminOkResponse,
  AdminPaymentMethod,
  AdminPaymentMethodsResponse,
  ErrorResponse,
  GatewayFallbackInput,
  MethodRegionsInput,
  MethodRegionsResponse,
  PaymentMethodInput,
} from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActor } from '../../../shared/audit.ts'
import {
  createPaymentMethod,
  methodRegions,
  paymentMethodsOverview,
  setGatewayFallback,
  setMethodRegions,
  updatePaymentMethod,
} from './payment-methods-admin.ts'

const errors = { 400: ErrorResponse, 404: ErrorResponse }

export const paymentMethodsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const tags = ['admin']

  app.get(
    '/billing/payment-methods',
    {
      schema: {
        tags,
        summary: 'Gateways, methods, active regions and plans',
        response: { 200: AdminPaymentMethodsResponse },
      },
    },
    async () => paymentMethodsOverview(db),
  )

  app.patch(
    '/billing/gateways/:id',
    {
      schema: {
        tags,
        summary: 'Put a gateway into or out of the fallback set',
        params: AdminIdParams,
        body: GatewayFallbackInput,
        response: { 200: AdminOkResponse, ...errors },
      },
    },
    async (request) => {
      await setGatewayFallback(db, await auditActor(request), request.params.id, request.body.isFallback)
      return { ok: true as const }
    },
  )

  app.post(
    '/billing/payment-methods',
    {
      schema: {
        tags,
        summary: 'Add a payment method',
        body: PaymentMethodInput,
        response: { 201: AdminPaymentMethod, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaymentMethod(db, await auditActor(request), request.body)),
  )

  app.put(
    '/billing/payment-methods/:id',
    {
      schema: {
        tags,
        summary: 'Update a payment method',
        params: AdminIdParams,
        body: PaymentMethodInput,
        response: { 200: AdminPaymentMethod, ...errors },
      },
    },
    async (request) => updatePaymentMethod(db, await auditActor(request), request.params.id, request.body),
  )

  app.get(
    '/billing/payment-methods/:id/regions',
    {
      schema: {
        tags,
        summary: 'Where a method is offered, per active region',
        params: AdminIdParams,
        response: { 200: MethodRegionsResponse, ...errors },
      },
    },
    async (request) => methodRegions(db, request.params.id),
  )

  app.put(
    '/billing/payment-methods/:id/regions',
    {
      schema: {
        tags,
        summary: "Set a method's availability per region",
        params: AdminIdParams,
        body: MethodRegionsInput,
        response: { 200: AdminOkResponse, ...errors },
      },
    },
    async (request) => {
      await setMethodRegions(db, await auditActor(request), request.params.id, request.body.regions)
      return { ok: true as const }
    },
  )
}
