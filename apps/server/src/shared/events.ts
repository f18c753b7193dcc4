/**
 * A tiny typed in-process event bus, one per app (app.events). A feature that owns a fact
 * publishes it; features that react subscribe at registration time, so the publisher never
 * imports them. Example: auth publishes 'user.created'; credits (sign-up allowance),
 * referrals (the referral row) and later billing subscribe.
 *
 * publish() awaits every handler in subscription order and lets an error propagate, so a
 * failing subscriber fails the publishing operation exactly as a direct call would.
 */

/** Every event and its payload. Add new events here. */
export interface AppEvents {
  /** A new account exists (email + password sign-up or first magic link). Runs once per account. */
  'user.created': { userId: string; email: string; referralCode: string | null }
}

export type EventName = keyof AppEvents
export type EventHandler<K extends EventName> = (payload: AppEvents[K]) => Promise<void> | void

export interface EventBus {
  on<K extends EventName>(name: K, handler: EventHandler<K>): void
  publish<K extends EventName>(name: K, payload: AppEvents[K]): Promise<void>
}

export function createEventBus(): EventBus {
  const handlers = new Map<EventName, EventHandler<EventName>[]>()
  return {
    on(name, handler) {
      const list = handlers.get(name) ?? []
      list.push(handler as EventHandler<EventName>)
      handlers.set(name, list)
    },
    async publish(name, payload) {
      for (const handler of handlers.get(name) ?? []) await handler(payload)
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's event bus (shared/events.ts). */
    events: EventBus
  }
}
