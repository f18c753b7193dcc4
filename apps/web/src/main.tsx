import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/providers.tsx'
import { AppRoutes, preloadPageOf } from './app/router.tsx'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The first page's chunk comes before the first render: a page that suspends on its first
// render appears no sooner than 300 ms after its spinner (React's fallback throttle). If the
// chunk takes over a second (a slow network), the header and the spinner show meanwhile.
const FIRST_PAGE_WAIT_MS = 1000
await Promise.race([
  preloadPageOf(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
])

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
)
