/** Every route path, defined once (product spec §2, back-office spec §2). */
export const paths = {
  home: '/',
  referral: (code: string) => `/r/${encodeURIComponent(code)}`,
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  admin: {
    root: '/admin',
    searches: '/admin/searches',
    referrals: '/admin/referrals',
    pricing: '/admin/pricing',
    paymentMethods: '/admin/payment-methods',
    manualSubscription: '/admin/manual-subscription',
    cryptoTransactions: '/admin/crypto-transactions',
    cleanup: '/admin/cleanup',
    audit: '/admin/audit',
    feedback: '/admin/feedback',
  },
  markets: '/markets',
  market: (id: string) => `/markets/${encodeURIComponent(id)}`,
  shared: (shareId: string) => `/shared/${encodeURIComponent(shareId)}`,
  likedSearches: '/liked-searches',
  likedSearch: '/liked-searches/search',
  searchHistory: '/search-history',
  historySearch: '/search-history/search',
  billing: '/billing',
  cryptoForm: '/billing/cryptoform',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  paymentDirect: '/payment/direct',
  privacy: '/privacy',
  terms: '/terms',
  why: '/why-pitchwise',
} as const

/** The router's patterns of the parameterised paths above (the router is their only reader). */
export const routePatterns = {
  referral: '/r/:code',
  market: '/markets/:marketId',
  shared: '/shared/:shareId',
} as const
