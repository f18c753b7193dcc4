import { type ComponentType, use } from 'react'

/** A page's own chunk, fetched on first use or ahead of it. */
export interface PageChunk {
  /** Fetches the chunk (once); after that the page renders without suspending. */
  preload(): Promise<ComponentType>
}

/** A promise marked the way React's use() reads it: a fulfilled one is used without suspending. */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/**
 * Like React.lazy's argument, plus `preload()`. main.tsx fetches the first page's chunk before
 * the first render, so a page that loads fast shows at once: a page that suspends shows the
 * spinner, and React then holds the page back until the spinner has been up 300 ms (its
 * fallback throttle), which made every first load at least that slow. A failed fetch is
 * forgotten, so the next render (an error boundary's retry) fetches again.
 */
export function pageChunk(load: () => Promise<{ default: ComponentType }>): PageChunk {
  let pending: ReadablePromise<ComponentType> | undefined
  return {
    preload() {
      if (!pending) {
        const promise: ReadablePromise<ComponentType> = load().then(
          (module) => {
            promise.status = 'fulfilled'
            promise.value = module.default
            return module.default
          },
          (error: unknown) => {
            pending = undefined
            throw error
          },
        )
        pending = promise
      }
      return pending
    },
  }
}

/**
 * Renders a chunk's page, suspending (to the layout's spinner) until it is in. use() is called
 * on every render, of the chunk's one promise: once that is fulfilled, React reads the page
 * from it without suspending.
 */
export function LazyPage({ chunk }: { chunk: PageChunk }) {
  const Page = use(chunk.preload())
  return <Page />
}
