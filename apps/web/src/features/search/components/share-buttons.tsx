import { Check, Link2, MessageCircle, Share2 } from 'lucide-react'
import { useState } from 'react'
import { type ShareTarget, shareLinkFor, truncateShareText } from '../utils/share'

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
      <path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.09 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.69.23 2.69.23v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.09 24 18.1 24 12.07z" />
    </svg>
  )
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z" />
    </svg>
  )
}

function TelegramIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
      <path d="M9.78 18.65l.28-4.23 7.68-6.92c.34-.31-.07-.46-.52-.19L7.74 13.3 3.64 12c-.88-.25-.89-.86.2-1.3l15.97-6.16c.73-.33 1.43.18 1.15 1.3l-2.72 12.81c-.19.91-.74 1.13-1.5.71L12.6 16.3l-1.99 1.93c-.23.23-.42.42-.83.42z" />
    </svg>
  )
}

const TARGETS: { target: ShareTarget; label: string; icon: () => React.JSX.Element; hover: string }[] = [
  { target: 'facebook', label: 'Share on Facebook', icon: FacebookIcon, hover: 'hover:bg-[#1877F2] hover:text-white' },
  { target: 'twitter', label: 'Share on X (Twitter)', icon: XIcon, hover: 'hover:bg-black hover:text-white' },
  { target: 'telegram', label: 'Share on Telegram', icon: TelegramIcon, hover: 'hover:bg-[#229ED9] hover:text-white' },
  {
    target: 'whatsapp',
    label: 'Share on WhatsApp',
    icon: () => <MessageCircle className="size-4" aria-hidden="true" />,
    hover: 'hover:bg-[#25D366] hover:text-white',
  },
]

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-lg border border-slate-200 text-slate-600 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:border-white/10 dark:text-slate-300'

export interface ShareButtonsProps {
  url: string
  text: string
  title?: string
}

/** Share links for the networks, the device's native share when available, and copy-link. */
export function ShareButtons({ url, text, title = 'Pitchwise analysis' }: ShareButtonsProps) {
  const [isCopied, setIsCopied] = useState(false)
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  const handleNativeShare = async () => {
    try {
      await navigator.share({ title, text: truncateShareText(text), url })
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Share failed', error)
    }
  }

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setIsCopied(true)
      window.setTimeout(() => setIsCopied(false), 2000)
    } catch (error) {
      console.warn('Copy failed', error)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-xs font-medium uppercase tracking-wider text-slate-500 dark:text-slate-400">
        Share
      </span>
      {TARGETS.map(({ target, label, icon: Icon, hover }) => (
        <a
          key={target}
          href={shareLinkFor(target, url, text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          title={label}
          className={`${BUTTON} ${hover}`}
        >
          <Icon />
        </a>
      ))}
      {canShareNatively && (
        <button
          type="button"
          onClick={handleNativeShare}
          aria-label="Share"
          title="Share"
          className={`${BUTTON} hover:bg-slate-100 dark:hover:bg-white/10`}
        >
          <Share2 className="size-4" aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        onClick={handleCopy}
        aria-label={isCopied ? 'Link copied' : 'Copy link'}
        title="Copy link"
        className={`${BUTTON} hover:bg-slate-100 dark:hover:bg-white/10`}
      >
        {isCopied ? (
          <Check className="size-4 text-emerald-500" aria-hidden="true" />
        ) : (
          <Link2 className="size-4" aria-hidden="true" />
        )}
      </button>
      <span aria-live="polite" className="sr-only">
        {isCopied ? 'Link copied' : ''}
      </span>
    </div>
  )
}
