/**
 * Every route of both specs. Pages are lazy-loaded so the home route ships only what it needs;
 * any other path redirects to /.
 */
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router'
import { paths, routePatterns } from '../config/paths.ts'
import { RootLayout } from './layout/root-layout.tsx'
import { LazyPage, type PageChunk, pageChunk } from './lazy-page.tsx'
import { ADMIN_PAGES } from './routes/admin/admin-pages.ts'

const HomePage = pageChunk(() => import('./routes/home.tsx'))
const SignInPage = pageChunk(() => import('./routes/auth/sign-in.tsx'))
const SignUpPage = pageChunk(() => import('./routes/auth/sign-up.tsx'))
const ForgotPasswordPage = pageChunk(() => import('./routes/auth/forgot-password.tsx'))
const ResetPasswordPage = pageChunk(() => import('./routes/auth/reset-password.tsx'))
const AuthCallbackPage = pageChunk(() => import('./routes/auth/auth-callback.tsx'))
const MarketsPage = pageChunk(() => import('./routes/markets/markets.tsx'))
const MarketDetailPage = pageChunk(() => import('./routes/markets/market-detail.tsx'))
const MatchesPage = pageChunk(() => import('./routes/browse/matches.tsx'))
const MatchPage = pageChunk(() => import('./routes/browse/match.tsx'))
const LeaguePage = pageChunk(() => import('./routes/browse/league.tsx'))
const TeamPage = pageChunk(() => import('./routes/browse/team.tsx'))
const SharedAnalysisPage = pageChunk(() => import('./routes/shared/shared-analysis.tsx'))
const LikedSearchesPage = pageChunk(() => import('./routes/liked-searches/liked-searches.tsx'))
const LikedSearchPage = pageChunk(() => import('./routes/liked-searches/liked-search.tsx'))
const SearchHistoryPage = pageChunk(() => import('./routes/search-history/search-history.tsx'))
const HistorySearchPage = pageChunk(() => import('./routes/search-history/history-search.tsx'))
const PrivacyPage = pageChunk(() => import('./routes/legal/privacy.tsx'))
const TermsPage = pageChunk(() => import('./routes/legal/terms.tsx'))
const WhyPitchwisePage = pageChunk(() => import('./routes/why-pitchwise.tsx'))
const TrackRecordPage = pageChunk(() => import('./routes/track-record.tsx'))
const SaferGamblingPage = pageChunk(() => import('./routes/safer-gambling.tsx'))
const TakingABreakPage = pageChunk(() => import('./routes/taking-a-break.tsx'))
const AdminMarketsPage = pageChunk(() => import('./routes/admin/admin-markets.tsx'))
const AdminSearchesPage = pageChunk(() => import('./routes/admin/admin-searches.tsx'))
const AdminReferralsPage = pageChunk(() => import('./routes/admin/admin-referrals.tsx'))
const AdminCleanupPage = pageChunk(() => import('./routes/admin/admin-cleanup.tsx'))
const AdminFeedbackPage = pageChunk(() => import('./routes/admin/admin-feedback.tsx'))
const AdminAuditPage = pageChunk(() => import('./routes/admin/admin-audit.tsx'))
const AdminDataPage = pageChunk(() => import('./routes/admin/admin-data.tsx'))
const AdminSealsPage = pageChunk(() => import('./routes/admin/admin-seals.tsx'))
const AdminSaferGamblingPage = pageChunk(() => import('./routes/admin/admin-safer-gambling.tsx'))
const AdminPricingPage = pageChunk(() => import('./routes/admin/admin-pricing.tsx'))
const AdminPaymentMethodsPage = pageChunk(() => import('./routes/admin/admin-payment-methods.tsx'))
const AdminManualSubscriptionPage = pageChunk(() => import('./routes/admin/admin-manual-subscription.tsx'))
const AdminCryptoTransactionsPage = pageChunk(() => import('./routes/admin/admin-crypto-transactions.tsx'))
const AdminLayout = pageChunk(() => import('./routes/admin/admin-layout.tsx'))
const BillingPage = pageChunk(() => import('./routes/billing/billing.tsx'))
const CryptoFormPage = pageChunk(() => import('./routes/billing/crypto-form.tsx'))
const PaymentDirectPage = pageChunk(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentDirectPage })),
)
const PaymentSuccessPage = pageChunk(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
)
const PaymentCancelPage = pageChunk(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentCancelPage })),
)

/** The page chunk of each admin path (the layout's tabs come from the same ADMIN_PAGES list). */
const ADMIN_PAGE_CHUNKS: Record<(typeof ADMIN_PAGES)[number]['path'], PageChunk> = {
  [paths.admin.root]: AdminMarketsPage,
  [paths.admin.searches]: AdminSearchesPage,
  [paths.admin.referrals]: AdminReferralsPage,
  [paths.admin.pricing]: AdminPricingPage,
  [paths.admin.paymentMethods]: AdminPaymentMethodsPage,
  [paths.admin.manualSubscription]: AdminManualSubscriptionPage,
  [paths.admin.cryptoTransactions]: AdminCryptoTransactionsPage,
  [paths.admin.cleanup]: AdminCleanupPage,
  [paths.admin.feedback]: AdminFeedbackPage,
  [paths.admin.audit]: AdminAuditPage,
  [paths.admin.data]: AdminDataPage,
  [paths.admin.seals]: AdminSealsPage,
  [paths.admin.saferGambling]: AdminSaferGamblingPage,
}

/** A route whose page is in its own chunk; `handle.chunk` lets preloadPageOf() fetch it. */
const page = (chunk: PageChunk, route: { path: string } | { index: true }): RouteObject => ({
  ...route,
  element: <LazyPage chunk={chunk} />,
  handle: { chunk },
})

const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page(HomePage, { index: true }),
      page(HomePage, { path: routePatterns.referral }),
      page(SignInPage, { path: paths.signIn }),
      page(SignUpPage, { path: paths.signUp }),
      page(ForgotPasswordPage, { path: paths.forgotPassword }),
      page(ResetPasswordPage, { path: paths.resetPassword }),
      page(AuthCallbackPage, { path: paths.authCallback }),
      page(MatchesPage, { path: paths.matches }),
      page(MatchPage, { path: routePatterns.match }),
      page(LeaguePage, { path: routePatterns.league }),
      page(TeamPage, { path: routePatterns.team }),
      page(MarketsPage, { path: paths.markets }),
      page(MarketDetailPage, { path: routePatterns.market }),
      page(SharedAnalysisPage, { path: routePatterns.shared }),
      page(LikedSearchesPage, { path: paths.likedSearches }),
      page(LikedSearchPage, { path: paths.likedSearch }),
      page(SearchHistoryPage, { path: paths.searchHistory }),
      page(HistorySearchPage, { path: paths.historySearch }),
      page(BillingPage, { path: paths.billing }),
      page(CryptoFormPage, { path: paths.cryptoForm }),
      page(PaymentSuccessPage, { path: paths.paymentSuccess }),
      page(PaymentCancelPage, { path: paths.paymentCancel }),
      page(PaymentDirectPage, { path: paths.paymentDirect }),
      page(PrivacyPage, { path: paths.privacy }),
      page(TermsPage, { path: paths.terms }),
      page(WhyPitchwisePage, { path: paths.why }),
      page(TrackRecordPage, { path: paths.trackRecord }),
      page(SaferGamblingPage, { path: paths.saferGambling }),
      page(TakingABreakPage, { path: paths.breakPage }),
      {
        path: paths.admin.root,
        element: <LazyPage chunk={AdminLayout} />,
        handle: { chunk: AdminLayout },
        children: [
          ...ADMIN_PAGES.map((adminPage) =>
            page(
              ADMIN_PAGE_CHUNKS[adminPage.path],
              adminPage.path === paths.admin.root ? { index: true } : { path: adminPage.path },
            ),
          ),
          { path: '*', element: <Navigate to={paths.admin.root} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]

export function AppRoutes() {
  return useRoutes(ROUTES)
}

/**
 * Fetches the chunks of the pages that `pathname` shows (an admin page and its layout), so the
 * first render needs no spinner. Resolves either way: a chunk that fails to load fails again,
 * visibly, when the page renders.
 */
export async function preloadPageOf(pathname: string): Promise<void> {
  const chunks = (matchRoutes(ROUTES, pathname) ?? []).flatMap(
    (match) => (match.route.handle as { chunk?: PageChunk } | undefined)?.chunk ?? [],
  )
  await Promise.allSettled(chunks.map((chunk) => chunk.preload()))
}
