/**
 * Every route of both specs. Pages are lazy-loaded so the home route ships only what it needs;
 * any other path redirects to /.
 */
import { type ComponentType, lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { paths, routePatterns } from '../config/paths.ts'
import { RootLayout } from './layout/root-layout.tsx'
import { ADMIN_PAGES } from './routes/admin/admin-pages.ts'

const HomePage = lazy(() => import('./routes/home.tsx'))
const SignInPage = lazy(() => import('./routes/auth/sign-in.tsx'))
const SignUpPage = lazy(() => import('./routes/auth/sign-up.tsx'))
const ForgotPasswordPage = lazy(() => import('./routes/auth/forgot-password.tsx'))
const ResetPasswordPage = lazy(() => import('./routes/auth/reset-password.tsx'))
const AuthCallbackPage = lazy(() => import('./routes/auth/auth-callback.tsx'))
const MarketsPage = lazy(() => import('./routes/markets/markets.tsx'))
const MarketDetailPage = lazy(() => import('./routes/markets/market-detail.tsx'))
const SharedAnalysisPage = lazy(() => import('./routes/shared/shared-analysis.tsx'))
const LikedSearchesPage = lazy(() => import('./routes/liked-searches/liked-searches.tsx'))
const LikedSearchPage = lazy(() => import('./routes/liked-searches/liked-search.tsx'))
const SearchHistoryPage = lazy(() => import('./routes/search-history/search-history.tsx'))
const HistorySearchPage = lazy(() => import('./routes/search-history/history-search.tsx'))
const PrivacyPage = lazy(() => import('./routes/legal/privacy.tsx'))
const TermsPage = lazy(() => import('./routes/legal/terms.tsx'))
const WhyPitchwisePage = lazy(() => import('./routes/why-pitchwise.tsx'))
const AdminMarketsPage = lazy(() => import('./routes/admin/admin-markets.tsx'))
const AdminSearchesPage = lazy(() => import('./routes/admin/admin-searches.tsx'))
const AdminReferralsPage = lazy(() => import('./routes/admin/admin-referrals.tsx'))
const AdminCleanupPage = lazy(() => import('./routes/admin/admin-cleanup.tsx'))
const AdminFeedbackPage = lazy(() => import('./routes/admin/admin-feedback.tsx'))
const AdminAuditPage = lazy(() => import('./routes/admin/admin-audit.tsx'))
const AdminPricingPage = lazy(() => import('./routes/admin/admin-pricing.tsx'))
const AdminPaymentMethodsPage = lazy(() => import('./routes/admin/admin-payment-methods.tsx'))
const AdminManualSubscriptionPage = lazy(() => import('./routes/admin/admin-manual-subscription.tsx'))
const AdminCryptoTransactionsPage = lazy(() => import('./routes/admin/admin-crypto-transactions.tsx'))
const AdminLayout = lazy(() => import('./routes/admin/admin-layout.tsx'))
const BillingPage = lazy(() => import('./routes/billing/billing.tsx'))
const CryptoFormPage = lazy(() => import('./routes/billing/crypto-form.tsx'))
const PaymentDirectPage = lazy(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentDirectPage })),
)
const PaymentSuccessPage = lazy(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
)
const PaymentCancelPage = lazy(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentCancelPage })),
)

/** The page of each admin path (the layout's tabs come from the same ADMIN_PAGES list). */
const ADMIN_PAGE_COMPONENTS: Record<(typeof ADMIN_PAGES)[number]['path'], ComponentType> = {
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
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routePatterns.referral} element={<HomePage />} />
        <Route path={paths.signIn} element={<SignInPage />} />
        <Route path={paths.signUp} element={<SignUpPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.authCallback} element={<AuthCallbackPage />} />
        <Route path={paths.markets} element={<MarketsPage />} />
        <Route path={routePatterns.market} element={<MarketDetailPage />} />
        <Route path={routePatterns.shared} element={<SharedAnalysisPage />} />
        <Route path={paths.likedSearches} element={<LikedSearchesPage />} />
        <Route path={paths.likedSearch} element={<LikedSearchPage />} />
        <Route path={paths.searchHistory} element={<SearchHistoryPage />} />
        <Route path={paths.historySearch} element={<HistorySearchPage />} />
        <Route path={paths.billing} element={<BillingPage />} />
        <Route path={paths.cryptoForm} element={<CryptoFormPage />} />
        <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
        <Route path={paths.paymentCancel} element={<PaymentCancelPage />} />
        <Route path={paths.paymentDirect} element={<PaymentDirectPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.why} element={<WhyPitchwisePage />} />
        <Route path={paths.admin.root} element={<AdminLayout />}>
          {ADMIN_PAGES.map((page) => {
            const Page = ADMIN_PAGE_COMPONENTS[page.path]
            const element = <Page key={page.path} />
            return page.path === paths.admin.root ? (
              <Route key={page.path} index element={element} />
            ) : (
              <Route key={page.path} path={page.path} element={element} />
            )
          })}
          <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  )
}
