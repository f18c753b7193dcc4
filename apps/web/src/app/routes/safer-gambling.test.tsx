import { HELP_ORGANISATIONS, REALITY_CHECK_TEXTS, SAFER_GAMBLING_PAGE_TEXTS } from '@pitchwise/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../features/auth/testing.tsx'
import { member, memberCredits } from '../../features/billing/testing/fixtures.ts'
import { FeedbackProvider } from '../../features/feedback/feedback-context.tsx'
import { authStorage } from '../../lib/auth-storage.ts'
import { fixtures } from '../../testing/api-fixtures.ts'
import { Footer } from '../layout/footer.tsx'
import SaferGamblingPage from './safer-gambling.tsx'
import TakingABreakPage from './taking-a-break.tsx'
import WhyPitchwisePage from './why-pitchwise.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('/safer-gambling', () => {
  it('explains every tool, what a probability means (linking to the track record) and where to get help', async () => {
    installFetch({})
    renderRoute(<SaferGamblingPage />, { path: '/safer-gambling' })
    const texts = SAFER_GAMBLING_PAGE_TEXTS
    expect(await screen.findByRole('heading', { name: texts.title, level: 1 })).toBeInTheDocument()
    expect(screen.getByText(texts.intro)).toBeInTheDocument()
    for (const section of texts.sections) {
      expect(screen.getByRole('heading', { name: section.heading })).toBeInTheDocument()
      expect(screen.getByText(section.text)).toBeInTheDocument()
    }
    expect(screen.getByText(texts.honestTitle)).toBeInTheDocument()
    expect(screen.getByText(texts.honestText, { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: texts.trackRecordLink })).toHaveAttribute('href', '/track-record')
    expect(screen.getByText(texts.signedOutNote)).toBeInTheDocument()
    expect(screen.getByText(texts.accountBasedNote)).toBeInTheDocument()
    for (const organisation of HELP_ORGANISATIONS) {
      expect(screen.getByRole('link', { name: organisation.name })).toHaveAttribute('href', organisation.url)
    }
    // No urgency anywhere on the page.
    expect(screen.queryByText(/hurry|now!|limited time|win back|don't miss/i)).not.toBeInTheDocument()
  })

  it('links a signed-in account to its tools on /billing', async () => {
    authStorage.setToken('tok-1')
    installFetch({ 'GET /api/me': () => json(fixtures.me({ user: member, credits: memberCredits })) })
    renderRoute(<SaferGamblingPage />, { path: '/safer-gambling' })
    expect(await screen.findByRole('link', { name: SAFER_GAMBLING_PAGE_TEXTS.toolsLink })).toHaveAttribute(
      'href',
      '/billing#take-a-break',
    )
  })
})

describe('/taking-a-break', () => {
  it('is a quiet page with a plain way back', async () => {
    installFetch({})
    renderRoute(<TakingABreakPage />, { path: '/taking-a-break' })
    expect(await screen.findByRole('heading', { name: REALITY_CHECK_TEXTS.breakPageTitle })).toBeInTheDocument()
    expect(screen.getByText(REALITY_CHECK_TEXTS.breakPageText)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: REALITY_CHECK_TEXTS.breakPageBack })).toHaveAttribute('href', '/')
  })
})

describe('honest marketing', () => {
  it('the footer makes no guarantee, links the track record and the safer gambling page', async () => {
    installFetch({})
    renderRoute(
      <FeedbackProvider>
        <Footer />
      </FeedbackProvider>,
      { path: '/' },
    )
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).queryByText(/guarantee(d)? (wins|profit)|smarter betting/i)).not.toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'see the track record' })).toHaveAttribute('href', '/track-record')
    expect(within(footer).getByRole('link', { name: SAFER_GAMBLING_PAGE_TEXTS.linkText })).toHaveAttribute(
      'href',
      '/safer-gambling',
    )
  })

  it('/why-pitchwise links its accuracy claim to the track record and promises no backtest it does not publish', async () => {
    installFetch({})
    renderRoute(<WhyPitchwisePage />, { path: '/why-pitchwise' })
    expect(
      await screen.findByRole('link', { name: 'See how they have done on the public track record.' }),
    ).toHaveAttribute('href', '/track-record')
    expect(screen.queryByText(/We publish our backtest/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: SAFER_GAMBLING_PAGE_TEXTS.linkText })).toHaveAttribute(
      'href',
      '/safer-gambling',
    )
  })
})
