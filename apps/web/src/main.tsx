import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/providers.tsx'
import { AppRoutes, preloadPageOf } from './app/router.tsx'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The first page's chunk comes before the first render: a page that suspends on its first
// render appears no sooner than 300 ms after its spinner (React's fallback throttle).
await preloadPageOf(window.location.pathname)

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
)
