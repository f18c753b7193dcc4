/**
 * Every route of both specs. Pages are lazy-loaded so the home route ships only what it needs;
 * any other path redirects to /.
 */
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { RootLayout } from './layout/root-layout.tsx'

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
const AdminLayout = lazy(() => import('./routes/admin/admin-layout.tsx'))
const AdminPlaceholder = lazy(() =>
  import('./routes/admin/admin-layout.tsx').then((m) => ({ default: m.AdminComingSoon })),
)
const BillingPage = lazy(() => import('./routes/placeholders.tsx').then((m) => ({ default: m.BillingPage })))
const CryptoFormPage = lazy(() => import('./routes/placeholders.tsx').then((m) => ({ default: m.CryptoFormPage })))
const PaymentDirectPage = lazy(() =>
  import('./routes/placeholders.tsx').then((m) => ({ default: m.PaymentDirectPage })),
)
const PaymentSuccessPage = lazy(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
)
const PaymentCancelPage = lazy(() =>
  import('./routes/payment/payment-result.tsx').then((m) => ({ default: m.PaymentCancelPage })),
)

const ADMIN_PAGES = [
  ['searches', 'Manage Searches'],
  ['referrals', 'Referral Analytics'],
  ['pricing', 'Regional Pricing'],
  ['payment-methods', 'Payment Methods'],
  ['manual-subscription', 'Manual Subscription'],
  ['crypto-transactions', 'Crypto Transactions'],
  ['cleanup', 'Cleanup Shared Analyses'],
] as const

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="r/:code" element={<HomePage />} />
        <Route path="signin" element={<SignInPage />} />
        <Route path="signup" element={<SignUpPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="auth/callback" element={<AuthCallbackPage />} />
        <Route path="markets" element={<MarketsPage />} />
        <Route path="markets/:marketId" element={<MarketDetailPage />} />
        <Route path="shared/:shareId" element={<SharedAnalysisPage />} />
        <Route path="liked-searches" element={<LikedSearchesPage />} />
        <Route path="liked-searches/search" element={<LikedSearchPage />} />
        <Route path="search-history" element={<SearchHistoryPage />} />
        <Route path="search-history/search" element={<HistorySearchPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="billing/cryptoform" element={<CryptoFormPage />} />
        <Route path="payment/success" element={<PaymentSuccessPage />} />
        <Route path="payment/cancel" element={<PaymentCancelPage />} />
        <Route path="payment/direct" element={<PaymentDirectPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="why-pitchwise" element={<WhyPitchwisePage />} />
        <Route path="admin" element={<AdminLayout />}>
          <Route index element={<AdminPlaceholder title="Markets management" />} />
          {ADMIN_PAGES.map(([path, title]) => (
            <Route key={path} path={path} element={<AdminPlaceholder title={title} />} />
          ))}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  )
}
