import { paths } from '../../../config/paths.ts'

/**
 * The admin pages (back-office spec §2), listed once: the router makes a route of each and the
 * admin layout a tab. `title` is the page's heading and document title, `label` its tab.
 */
export const ADMIN_PAGES = [
  { path: paths.admin.root, label: 'Markets', title: 'Markets management' },
  { path: paths.admin.searches, label: 'Searches', title: 'Manage Searches' },
  { path: paths.admin.referrals, label: 'Referrals', title: 'Referral Analytics' },
  { path: paths.admin.pricing, label: 'Pricing', title: 'Regional Pricing' },
  { path: paths.admin.paymentMethods, label: 'Payment Methods', title: 'Payment Methods' },
  { path: paths.admin.manualSubscription, label: 'Manual Subscription', title: 'Manual Subscription' },
  { path: paths.admin.cryptoTransactions, label: 'Crypto', title: 'Crypto Transactions' },
  { path: paths.admin.cleanup, label: 'Cleanup', title: 'Cleanup Shared Analyses' },
  { path: paths.admin.feedback, label: 'Feedback', title: 'Feedback' },
  { path: paths.admin.data, label: 'Data', title: 'Data status' },
  { path: paths.admin.seals, label: 'Seals', title: 'Sealed predictions' },
  { path: paths.admin.saferGambling, label: 'Safer gambling', title: 'Safer gambling' },
  { path: paths.admin.audit, label: 'Audit Log', title: 'Audit Log' },
] as const
