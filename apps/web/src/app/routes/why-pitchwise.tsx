import {
  Check,
  Database,
  Gauge,
  type LucideIcon,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
  Target,
  X,
} from 'lucide-react'
import { Link } from 'react-router'
import { Page } from '../../components/page.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { paths } from '../../config/paths.ts'

type Cell = true | false | string

const ROWS: { feature: string; pitchwise: Cell; generalAi: Cell; manual: Cell }[] = [
  {
    feature: 'Real-time data',
    pitchwise: 'Fixtures and results imported continuously',
    generalAi: 'Often out of date',
    manual: 'Only what you look up',
  },
  {
    feature: 'Specialized football AI',
    pitchwise: 'Dixon–Coles + Elo, backtested on 5 leagues',
    generalAi: false,
    manual: false,
  },
  { feature: 'Analysis speed', pitchwise: 'Under a second', generalAi: 'Seconds to minutes', manual: 'Hours' },
  {
    feature: 'Match analysis',
    pitchwise: 'Probabilities, xG, scorelines, form, head-to-head',
    generalAi: 'Generic prose',
    manual: 'Depends on you',
  },
  { feature: 'Natural language queries', pitchwise: true, generalAi: true, manual: false },
]

function CellView({ value }: { value: Cell }) {
  if (value === true) return <Check className="mx-auto size-5 text-pitch-500" aria-label="Yes" />
  if (value === false) return <X className="mx-auto size-5 text-slate-400" aria-label="No" />
  return <span>{value}</span>
}

interface Feature {
  icon: LucideIcon
  title: string
  text: string
}

/** An icon, title and text per card; the two grids below differ only in columns and card style. */
function FeatureCards({
  items,
  gridClassName,
  cardClassName,
}: {
  items: Feature[]
  gridClassName: string
  cardClassName: string
}) {
  return (
    <ul className={`mt-6 grid gap-4 ${gridClassName}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cardClassName}>
          <Icon className="size-6 text-pitch-500" aria-hidden />
          <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
        </li>
      ))}
    </ul>
  )
}

const HIGHLIGHTS: Feature[] = [
  {
    icon: Gauge,
    title: 'Answers in under a second',
    text: 'No waiting on a chatbot that browses the web. The model is already fitted when you ask.',
  },
  {
    icon: Database,
    title: 'Grounded in real fixtures',
    text: 'Every fixture, result and number comes from the data, and each report says how fresh it is.',
  },
  {
    icon: Target,
    title: 'Calibrated probabilities',
    text: 'When we say 70%, it happens about 70% of the time. We publish our backtest.',
  },
  {
    icon: MessageSquareText,
    title: 'Ask it your way',
    text: '"o2.5 tonight", "BTTS in La Liga this weekend", "arsenl vs spurs": typos and slang welcome.',
  },
]

const DIFFERENTIATORS: Feature[] = [
  {
    icon: ShieldCheck,
    title: 'No invented facts',
    text: 'General AI tools can make up fixtures and statistics. Pitchwise only states what its data and model support — and says so when a day has no fixtures.',
  },
  {
    icon: Sparkles,
    title: 'Built for football, not for everything',
    text: 'Goal models, time-decayed team strength, home advantage and low-score corrections: the methods professionals use, not a language model guessing.',
  },
  {
    icon: Gauge,
    title: 'Every market in one answer',
    text: 'Match result, double chance, draw no bet, over/under 0.5–4.5, both teams to score, clean sheets and correct scores from one consistent model.',
  },
]

export default function WhyPitchwisePage() {
  return (
    <Page
      title="Why Pitchwise"
      heading="Why Pitchwise?"
      intro="General-purpose AI tools guess. Manual research takes hours. Pitchwise answers football questions from real fixtures and a calibrated statistical model — in under a second."
    >
      <div className="flex flex-wrap gap-3">
        <Link to={paths.home} className={buttonClass('primary')}>
          Try a free analysis
        </Link>
        <Link to={paths.signUp} className={buttonClass('secondary')}>
          Create a free account
        </Link>
      </div>

      <section aria-labelledby="compare" className="mt-12">
        <h2 id="compare" className="text-2xl font-semibold text-slate-900 dark:text-white">
          How we compare
        </h2>
        <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 dark:border-white/10">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-900 dark:bg-white/5 dark:text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Feature
                </th>
                <th scope="col" className="px-4 py-3 text-center font-semibold text-pitch-600 dark:text-pitch-400">
                  Pitchwise
                </th>
                <th scope="col" className="px-4 py-3 text-center font-semibold">
                  General-purpose AI tools
                </th>
                <th scope="col" className="px-4 py-3 text-center font-semibold">
                  Manual research
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-white/10 dark:text-slate-300">
              {ROWS.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900 dark:text-white">
                    {row.feature}
                  </th>
                  <td className="bg-pitch-500/5 px-4 py-3 text-center">
                    <CellView value={row.pitchwise} />
                  </td>
                  <td className="px-4 py-3 text-center">
                    <CellView value={row.generalAi} />
                  </td>
                  <td className="px-4 py-3 text-center">
                    <CellView value={row.manual} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="highlights" className="mt-14">
        <h2 id="highlights" className="text-2xl font-semibold text-slate-900 dark:text-white">
          What you get
        </h2>
        <FeatureCards
          items={HIGHLIGHTS}
          gridClassName="sm:grid-cols-2"
          cardClassName="rounded-2xl border border-slate-200 p-5 dark:border-white/10 dark:bg-white/[0.03]"
        />
      </section>

      <section aria-labelledby="different" className="mt-14">
        <h2 id="different" className="text-2xl font-semibold text-slate-900 dark:text-white">
          What makes us different
        </h2>
        <FeatureCards
          items={DIFFERENTIATORS}
          gridClassName="md:grid-cols-3"
          cardClassName="rounded-2xl bg-gradient-to-b from-pitch-500/10 to-transparent p-5 ring-1 ring-pitch-500/20"
        />
      </section>

      <div className="mt-14 rounded-2xl bg-ink-900 p-8 text-center text-white ring-1 ring-white/10">
        <h2 className="text-2xl font-semibold">Ask your first question</h2>
        <p className="mt-2 text-slate-300">
          Five free searches, no sign-up needed. Ten more when you create an account.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClass('primary')}>
            Get Results
          </Link>
          <Link to={paths.signUp} className={buttonClass('secondary')}>
            Sign up free
          </Link>
        </div>
        <p className="mt-6 text-xs text-slate-400">
          18+ only. Probabilities are not certainties. Please gamble responsibly.
        </p>
      </div>
    </Page>
  )
}
