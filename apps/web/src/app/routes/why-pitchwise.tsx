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
import { useDataSourceClaim } from '../../features/data-freshness/hooks/use-data-source-claim.ts'

type Cell = true | false | string

type Row = { feature: string; pitchwise: Cell; generalAi: Cell; manual: Cell }

/** The comparison; the data row says what the running server imports (a schedule or a snapshot). */
const rows = (dataClaim: string): Row[] => [
  {
    feature: 'Data freshness',
    pitchwise: dataClaim,
    generalAi: 'Often out of date',
    manual: 'Only what you look up',
  },
  {
    feature: 'Specialized football AI',
    pitchwise: 'Dynamic goal ratings, Dixon–Coles and Elo, backtested on 5 leagues',
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

/** The three columns of the comparison, Pitchwise first. */
const COMPETITORS = [
  { key: 'pitchwise', label: 'Pitchwise' },
  { key: 'generalAi', label: 'General-purpose AI tools' },
  { key: 'manual', label: 'Manual research' },
] as const

/** A yes/no cell is an icon in the table and an icon with its word on a phone card. */
function CellView({ value, isInline = false }: { value: Cell; isInline?: boolean }) {
  if (typeof value === 'string') return <span>{value}</span>
  const Icon = value ? Check : X
  const word = value ? 'Yes' : 'No'
  const color = value ? 'text-pitch-600 dark:text-pitch-400' : 'text-slate-500 dark:text-slate-400'
  if (isInline) {
    return (
      <span className="inline-flex items-center gap-1">
        <Icon className={`size-4 ${color}`} aria-hidden />
        {word}
      </span>
    )
  }
  return <Icon className={`mx-auto size-5 ${color}`} aria-label={word} />
}

interface Feature {
  icon: LucideIcon
  title: string
  text: string
  /** A claim about accuracy links to where it can be checked (the public track record). */
  link?: { to: string; label: string }
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
      {items.map(({ icon: Icon, title, text, link }) => (
        <li key={title} className={cardClassName}>
          <Icon className="size-6 text-pitch-500" aria-hidden />
          <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {text}
            {link ? (
              <>
                {' '}
                <Link
                  to={link.to}
                  className="font-medium text-pitch-700 underline underline-offset-2 dark:text-pitch-400"
                >
                  {link.label}
                </Link>
              </>
            ) : null}
          </p>
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
    text: 'Our probabilities aim to be calibrated: of the outcomes we put at 70%, about 70 in 100 should happen. They are estimates, never certainties, and some picks lose.',
    link: { to: paths.trackRecord, label: 'See how they have done on the public track record.' },
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
  const comparison = rows(useDataSourceClaim())
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
        {/* Phones: one card per feature with all three answers under it (a four-column table would
            leave room for one column only). From `sm` up: the table. */}
        <ul className="mt-4 space-y-3 sm:hidden">
          {comparison.map((row) => (
            <li key={row.feature} className="rounded-2xl border border-slate-200 p-4 dark:border-white/10">
              <h3 className="font-semibold text-slate-900 dark:text-white">{row.feature}</h3>
              <dl className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                {COMPETITORS.map((competitor) => (
                  <div
                    key={competitor.key}
                    className={`flex items-start justify-between gap-3 rounded-lg px-3 py-2 ${competitor.key === 'pitchwise' ? 'bg-pitch-500/10' : 'bg-slate-50 dark:bg-white/[0.03]'}`}
                  >
                    <dt
                      className={`shrink-0 font-medium ${competitor.key === 'pitchwise' ? 'text-accent' : 'text-slate-900 dark:text-white'}`}
                    >
                      {competitor.label}
                    </dt>
                    <dd className="text-right">
                      <CellView value={row[competitor.key]} isInline />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="mt-4 hidden overflow-hidden rounded-2xl border border-slate-200 sm:block dark:border-white/10">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-900 dark:bg-white/5 dark:text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Feature
                </th>
                {COMPETITORS.map((competitor) => (
                  <th
                    key={competitor.key}
                    scope="col"
                    className={`px-4 py-3 text-center font-semibold ${competitor.key === 'pitchwise' ? 'text-accent' : ''}`}
                  >
                    {competitor.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-white/10 dark:text-slate-300">
              {comparison.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900 dark:text-white">
                    {row.feature}
                  </th>
                  {COMPETITORS.map((competitor) => (
                    <td
                      key={competitor.key}
                      className={`px-4 py-3 text-center ${competitor.key === 'pitchwise' ? 'bg-pitch-500/5' : ''}`}
                    >
                      <CellView value={row[competitor.key]} />
                    </td>
                  ))}
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
          18+ only. Probabilities are not certainties. Please gamble responsibly.{' '}
          <Link to={paths.saferGambling} className="underline underline-offset-2 hover:text-white">
            Safer gambling
          </Link>
        </p>
      </div>
    </Page>
  )
}
