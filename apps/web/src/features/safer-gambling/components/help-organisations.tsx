import { HELP_ORGANISATIONS, TAKING_A_BREAK_TEXTS } from '@pitchwise/contract/taking-a-break'

/** Free, confidential help: the same list on the break screen and the safer gambling page. */
export function HelpOrganisations({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-label={TAKING_A_BREAK_TEXTS.helpTitle}>
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
        {TAKING_A_BREAK_TEXTS.helpTitle}
      </Heading>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{TAKING_A_BREAK_TEXTS.helpIntro}</p>
      <ul className="mt-3 space-y-3">
        {HELP_ORGANISATIONS.map((organisation) => (
          <li key={organisation.name} className="text-sm">
            <a
              href={organisation.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-pitch-700 underline underline-offset-2 hover:text-pitch-600 dark:text-pitch-400 dark:hover:text-pitch-300"
            >
              {organisation.name}
            </a>
            <span className="block text-slate-600 dark:text-slate-300">{organisation.description}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
