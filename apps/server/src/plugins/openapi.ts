/**
 * OpenAPI description generated from the contract's zod schemas at /api/openapi.json,
 * browsable at /api/docs. Every route declared with a schema appears automatically.
 */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

export async function registerOpenApi(app: FastifyInstance, options: { productName: string; version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${options.productName} API`,
        version: options.version,
        description: 'Football questions answered from real fixtures and a calibrated statistical model.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          visitor: { type: 'apiKey', in: 'header', name: 'X-Visitor-ID' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
