import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import PrivacyPage from './privacy.tsx'

/** Issue 30: the privacy page says what other people can see of what you ask. */
describe('/privacy', () => {
  it('says what is public: popular questions only when many people asked them, never contact details', () => {
    render(<PrivacyPage />)
    const section = screen.getByRole('region', { name: 'What other people can see' })
    expect(section).toHaveTextContent(
      'A question appears in the public Popular Searches list only after at least three different people have asked it',
    )
    expect(section).toHaveTextContent('only in a wording that at least three of them typed')
    expect(section).toHaveTextContent(
      'A wording that contains an email address, a phone number, a web address or a social media handle is never shown',
    )
    expect(section).toHaveTextContent('never who asked it')
    expect(section).toHaveTextContent('visible to anyone with its link')
  })
})
