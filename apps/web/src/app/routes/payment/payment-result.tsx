import { CheckCircle2, XCircle } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

function ResultCard({
  icon,
  heading,
  text,
  children,
}: {
  icon: React.ReactNode
  heading: string
  text: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      {icon}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{heading}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  )
}

export function PaymentSuccessPage() {
  usePageTitle('Payment Successful')
  return (
    <ResultCard
      icon={<CheckCircle2 className="size-14 text-pitch-500" aria-hidden />}
      heading="Payment Successful!"
      text="Thank you. Your plan is being activated and your credits will appear on the billing page."
    >
      <Link to={paths.billing} className={buttonClass('secondary')}>
        Back to Billing
      </Link>
      <Link to={paths.home} className={buttonClass('primary')}>
        Start Searching
      </Link>
      <Link to={paths.billing} className={buttonClass('ghost')}>
        View Subscription
      </Link>
    </ResultCard>
  )
}

export function PaymentCancelPage() {
  usePageTitle('Payment Cancelled')
  return (
    <ResultCard
      icon={<XCircle className="size-14 text-slate-400" aria-hidden />}
      heading="Payment Cancelled"
      text="Your payment was cancelled and no charges were made."
    >
      <Link to={paths.billing} className={buttonClass('primary')}>
        Try Again
      </Link>
      <Link to={paths.home} className={buttonClass('secondary')}>
        Return to Home
      </Link>
    </ResultCard>
  )
}
