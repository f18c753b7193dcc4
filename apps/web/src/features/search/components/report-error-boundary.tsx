import { Component, type ErrorInfo, type ReactNode } from 'react'

interface State {
  error: Error | null
}

/** Keeps a broken report from taking the page down; a new report (resetKey) retries. */
export class ReportErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidUpdate(previous: { resetKey?: unknown }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('The analysis report failed to render', error, info.componentStack)
  }

  override render() {
    if (this.state.error) {
      return (
        <div
          role="alert"
          className="rounded-2xl border border-rose-500/30 bg-rose-500/10 p-4 text-sm text-rose-700 dark:text-rose-300"
        >
          This report could not be displayed. Please try again.
        </div>
      )
    }
    return this.props.children
  }
}
