import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { SessionProvider } from '../features/auth/session-context.tsx'
import { FeedbackProvider } from '../features/feedback/feedback-context.tsx'
import { ThemeProvider } from '../features/theme/theme-context.tsx'
import { createQueryClient } from '../lib/query-client.ts'

/** App-wide providers, inside the router (the session navigates on sign-out, the theme reads the path). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>
          <FeedbackProvider>{children}</FeedbackProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
