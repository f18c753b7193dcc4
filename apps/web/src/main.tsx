import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/providers.tsx'
import { AppRoutes, preloadPageOf } from './app/router.tsx'
import { preloadFootballStatus } from './features/data-freshness/api/get-football-status.ts'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The first page's chunk comes before the first render: a page that suspends on its first
// render appears no sooner than 300 ms after its spinner (React's fallback throttle). If the
// chunk takes over a second (a slow network), the header and the spinner show meanwhile.
const FIRST_PAGE_WAIT_MS = 1000
// The football status comes with it: the demo banner and the freshness line are then in the
// first frame instead of pushing the page down when they arrive.
await Promise.race([
  Promise.all([preloadPageOf(window.location.pathname), preloadFootballStatus()]),
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
