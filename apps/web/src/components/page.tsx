import type { ReactNode } from 'react'
import { usePageTitle } from '../hooks/use-page-title.ts'

/** A titled page body: sets the document title and gives pages one consistent frame. */
export function Page({
  title,
  heading,
  intro,
  children,
  width = 'max-w-5xl',
}: {
  title?: string
  heading?: ReactNode
  intro?: ReactNode
  children?: ReactNode
  width?: string
}) {
  usePageTitle(title)
  return (
    <div className={`mx-auto w-full ${width} px-4 py-10 sm:px-6 lg:py-14`}>
      {heading ? (
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{heading}</h1>
      ) : null}
      {intro ? <p className="mt-3 max-w-3xl text-base text-slate-600 dark:text-slate-300">{intro}</p> : null}
      {children ? <div className={heading ? 'mt-8' : ''}>{children}</div> : null}
    </div>
  )
}

/** Body of a page whose feature is not built yet: its route, title and layout exist already. */
export function ComingSoon({ title, heading }: { title: string; heading: string }) {
  return (
    <Page title={title} heading={heading} width="max-w-3xl">
      <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-white/15">
        <p className="text-lg font-medium text-slate-800 dark:text-slate-100">Coming soon</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          We're putting the finishing touches on this page. In the meantime, ask your question on the home page.
        </p>
      </div>
    </Page>
  )
}
