import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { AgeConfirmationGate } from '../../features/auth/components/age-confirmation-gate.tsx'
import { DemoBanner } from '../../features/data-freshness/components/demo-banner.tsx'
import { InstallBanner } from '../../features/pwa/install-banner.tsx'
import { IosInstallBanner } from '../../features/pwa/ios-install-banner.tsx'
import { UpdateBanner } from '../../features/pwa/update-banner.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { SaferGamblingLayer } from './safer-gambling-layer.tsx'

function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading">
      <span className="size-8 animate-spin rounded-full border-2 border-pitch-500 border-t-transparent" />
    </div>
  )
}

/**
 * The global layout of every route: skip link, demo banner, header, page, footer and the PWA
 * banners; during a time-out or self-exclusion, the break screen instead (safer-gambling-layer.tsx).
 */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-pitch-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SaferGamblingLayer>
        <DemoBanner />
        <Header />
        <main id="main" className="flex-1">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <UpdateBanner />
        <InstallBanner />
        <IosInstallBanner />
      </SaferGamblingLayer>
      <AgeConfirmationGate />
    </div>
  )
}
