/**
 * Date windows in the user's own calendar. Everything is relative to the client's local date,
 * never the server clock, so "today" means the user's today in their time zone.
 */
import type { DateWindow } from '../analysis-types.ts'
import { addDays, daysBetween, longDate, MONTHS, makeDate, WEEKDAYS, weekday } from './calendar.ts'
import { blank } from './normalize.ts'

const MONTH_RE =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?'
const WEEKDAY_FULL = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const WEEKDAY_SHORT: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
}

function monthIndex(word: string): number {
  const i = MONTHS.findIndex((m) => m.toLowerCase().startsWith(word.slice(0, 3)))
  return i + 1
}

/** A day-month without a year means the occurrence nearest to today (Nov asking about "14 March" → next March). */
function nearestYear(today: string, month: number, day: number, year?: number): string | null {
  if (year !== undefined) return makeDate(year < 100 ? 2000 + year : year, month, day)
  const y = Number(today.slice(0, 4))
  let best: string | null = null
  for (const candidate of [y - 1, y, y + 1]) {
    const date = makeDate(candidate, month, day)
    if (!date) continue
    if (best === null || Math.abs(daysBetween(today, date)) < Math.abs(daysBetween(today, best))) best = date
  }
  return best
}

function single(day: string, label: string): DateWindow {
  return { from: day, to: day, label }
}

/** Next occurrence of a weekday, today included unless `strictlyAfter`. */
function nextWeekday(today: string, target: number, strictlyAfter: boolean): string {
  let diff = (target - weekday(today) + 7) % 7
  if (diff === 0 && strictlyAfter) diff = 7
  return addDays(today, diff)
}

/** Saturday–Sunday; on a Sunday "this weekend" is what is left of it: today. */
function thisWeekend(today: string): DateWindow {
  const wd = weekday(today)
  if (wd === 0) return single(today, 'this weekend')
  const sat = addDays(today, (6 - wd + 7) % 7)
  return { from: sat, to: addDays(sat, 1), label: 'this weekend' }
}

function nextWeekend(today: string): DateWindow {
  const wd = weekday(today)
  const thisSat = wd === 0 ? addDays(today, -1) : addDays(today, (6 - wd + 7) % 7)
  const sat = addDays(thisSat, 7)
  return { from: sat, to: addDays(sat, 1), label: 'next weekend' }
}

/** Days until the coming Sunday (0 on a Sunday). */
function toSunday(today: string): number {
  return (7 - weekday(today)) % 7
}

type Rule = { re: RegExp; window: (m: RegExpExecArray, today: string, past: boolean) => DateWindow | null }

/** Words that put a question in the past: a bare day of the month then means one gone by. */
const PAST_TENSE = /\b(?:did|was|were|happened|results?|scores|finished|ended|played|won|lost|drew)\b/
/** ...unless it asks for a forecast ("predict the results for the 21st"). */
const FORECAST = /\b(?:predict\w*|tips?|picks?|will|going to|gonna|odds|next|upcoming)\b/

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, few: 3, couple: 2 }

/** Words that make a dotted number a price rather than a date. */
const PRICE_WORDS = /\b(?:odds|price[ds]?|priced|value|stake)\b/
/** Words that judge a price: beside them a one-digit dotted number ("2.10") is a price, not 2 October. */
const JUDGING_WORDS = /\b(?:good|bad|decent|fair|worth|offered|got|getting|back|backing)\b/

const RULES: Rule[] = [
  {
    re: /\b(20\d\d)-(\d\d)-(\d\d)\b/,
    window: (m, today) => {
      const d = nearestYear(today, Number(m[2]), Number(m[3]), Number(m[1]))
      return d ? single(d, longDate(d)) : null
    },
  },
  {
    // 14/03, 14/3/2026, 14.03, 15-03 (a one-digit part after a dot is a goal line like 2.5, and
    // one digit after a dash a score like 2-1, never a date)
    re: /\b(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{2,4}))?|\.(\d{2})(?:\.(\d{2,4}))?|-(\d{2})(?:-(\d{2,4}))?)(?![\d.]|\s*goals)/,
    window: (m, today) => {
      // "is 2.10 good odds", "Arsenal at 1.40, any value": beside price words a dotted number is a price.
      if (m[4] !== undefined && m[5] === undefined && PRICE_WORDS.test(m.input)) return null
      // "is 2.10 good for Everton", "offered 3.25": a one-digit price beside a judging word.
      if (m[4] !== undefined && m[5] === undefined && m[1]?.length === 1 && JUDGING_WORDS.test(m.input)) return null
      const day = Number(m[1])
      const month = Number(m[2] ?? m[4] ?? m[6])
      const year = m[3] ?? m[5] ?? m[7]
      if (month < 1 || month > 12 || day < 1 || day > 31) return null
      const d = nearestYear(today, month, day, year === undefined ? undefined : Number(year))
      return d ? single(d, longDate(d)) : null
    },
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? (${MONTH_RE})\\b(?: (20\\d\\d))?`),
    window: (m, today) => {
      const d = nearestYear(today, monthIndex(m[2] ?? ''), Number(m[1]), m[3] ? Number(m[3]) : undefined)
      return d ? single(d, longDate(d)) : null
    },
  },
  {
    re: new RegExp(`\\b(${MONTH_RE}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?: (20\\d\\d))?`),
    window: (m, today) => {
      const d = nearestYear(today, monthIndex(m[1] ?? ''), Number(m[2]), m[3] ? Number(m[3]) : undefined)
      return d ? single(d, longDate(d)) : null
    },
  },
  // Past windows, for results questions ("how did Barcelona do last weekend").
  {
    re: /\blast (?:weekend|wknd|wkend)\b/,
    window: (_m, today) => {
      const wd = weekday(today)
      // The most recent Saturday–Sunday that is over; on a weekend, the one before it.
      const back = wd === 6 ? 7 : wd === 0 ? 8 : wd + 1
      const sat = addDays(today, -back)
      return { from: sat, to: addDays(sat, 1), label: 'last weekend' }
    },
  },
  {
    // "who won La Liga in 2019-20", "the 2021/22 season": that season, July to June. Only a
    // season's own label (the second year follows the first), never a date.
    re: /\b(20\d\d)[-/](\d\d)\b(?![-/]\d)/,
    window: (m, today) => {
      const start = Number(m[1])
      if ((start + 1) % 100 !== Number(m[2])) return null
      const from = `${start}-07-01`
      if (from > today) return null
      return { from, to: `${start + 1}-06-30`, label: `the ${start}-${m[2]} season` }
    },
  },
  {
    // "bundesliga 22/23", "2022/2023": the same season label, written short or long. A short
    // one that is also a date ("11/12") was read as that date by the rules above.
    re: /(?<![\d.:/-])\b(\d\d|20\d\d)[-/](\d\d|20\d\d)\b(?![-/.:]\d)/,
    window: (m, today) => {
      const first = Number(m[1])
      const second = Number(m[2])
      const start = first < 100 ? 2000 + first : first
      if (second % 100 !== (start + 1) % 100 || (second >= 100 && second !== start + 1)) return null
      const from = `${start}-07-01`
      if (from > today) return null
      return { from, to: `${start + 1}-06-30`, label: `the ${start}-${String(start + 1).slice(2)} season` }
    },
  },
  {
    // "PSG results last season": the whole of the season before this one (European calendar:
    // a season runs July to June), told back as "last season (2024-25)".
    re: /\blast (?:season|campaign|term)\b/,
    window: (_m, today) => {
      const year = Number(today.slice(0, 4))
      const start = Number(today.slice(5, 7)) >= 7 ? year - 1 : year - 2
      return {
        from: `${start}-07-01`,
        to: `${start + 1}-06-30`,
        label: `last season (${start}-${String(start + 1).slice(2)})`,
      }
    },
  },
  {
    re: /\blast week\b/,
    window: (_m, today) => {
      const monday = addDays(today, -((weekday(today) + 6) % 7) - 7)
      return { from: monday, to: addDays(monday, 6), label: 'last week' }
    },
  },
  { re: /\blast night\b/, window: (_m, today) => single(addDays(today, -1), 'last night') },
  {
    re: new RegExp(`\\blast (${WEEKDAY_FULL.join('|')})\\b`),
    window: (m, today) => {
      const target = WEEKDAY_FULL.indexOf(m[1] ?? '')
      const diff = (weekday(today) - target + 7) % 7 || 7
      return single(addDays(today, -diff), `last ${WEEKDAYS[target] ?? ''}`)
    },
  },
  {
    re: /\b(?:last|past|previous) (\d{1,2}|two|three|four|five|six|seven|few|couple of) days\b/,
    window: (m, today) => {
      const raw = (m[1] ?? '').replace(' of', '')
      const n = Math.min(14, Math.max(1, NUMBER_WORDS[raw] ?? Number(raw)))
      return { from: addDays(today, -n), to: addDays(today, -1), label: `the last ${n} days` }
    },
  },
  {
    re: /\bday after (?:tomorrow|tmrw)\b/,
    window: (_m, today) => single(addDays(today, 2), longDate(addDays(today, 2))),
  },
  {
    re: /\b(?:tomorrows?|tmrw|tmr|tomoz|tommorow|tommorrow|tomorow|2moro|2morrow)(?: night| evening)?\b/,
    window: (_m, today) => single(addDays(today, 1), 'tomorrow'),
  },
  { re: /\b(?:tonights?|tonite|2nite|this evening)\b/, window: (_m, today) => single(today, 'tonight') },
  // "this arvo" (Australian: this afternoon); "lock of the day": "the day" is today (the word
  // before it stays, for the count).
  {
    re: /\b(?:todays?|2day|this afternoon|this morning|(?:this )?arvo)\b|(?<=\bof )the (?:day|night)\b/,
    window: (_m, today) => single(today, 'today'),
  },
  { re: /\byesterdays?\b/, window: (_m, today) => single(addDays(today, -1), 'yesterday') },
  { re: /\bnext (?:weekend|wknd|wkend)\b/, window: (_m, today) => nextWeekend(today) },
  {
    re: /\b(?:this|the|coming|upcoming)?\s?(?:weekends?|wknd|wkend)\b/,
    window: (_m, today) => thisWeekend(today),
  },
  {
    re: /\bnext weeks?\b/,
    window: (_m, today) => {
      const monday = addDays(today, toSunday(today) + 1)
      return { from: monday, to: addDays(monday, 6), label: 'next week' }
    },
  },
  {
    re: /\bmid[\s-]?week\b/,
    window: (_m, today) => {
      const wd = weekday(today)
      // Monday–Thursday: this week's Tuesday–Thursday (what is left of it); later: next week's.
      const tuesday = wd >= 1 && wd <= 4 ? addDays(today, 2 - wd) : addDays(today, (2 - wd + 7) % 7 || 7)
      const from = daysBetween(today, tuesday) < 0 ? today : tuesday
      return { from, to: addDays(tuesday, 2), label: 'midweek' }
    },
  },
  {
    re: /\bthis weeks?\b|(?<=\bof )the week\b/,
    window: (_m, today) => ({ from: today, to: addDays(today, toSunday(today)), label: 'this week' }),
  },
  {
    re: /\b(?:next|coming) (\d{1,2}|two|three|four|five|six|seven|few|couple of) days\b/,
    window: (m, today) => {
      const raw = (m[1] ?? '').replace(' of', '')
      const n = Math.min(14, Math.max(1, NUMBER_WORDS[raw] ?? Number(raw)))
      return { from: today, to: addDays(today, n - 1), label: `the next ${n} days` }
    },
  },
  {
    re: /\bthis month\b/,
    window: (_m, today) => {
      const y = Number(today.slice(0, 4))
      const mo = Number(today.slice(5, 7))
      const firstOfNext = makeDate(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1) ?? today
      return { from: today, to: addDays(firstOfNext, -1), label: 'this month' }
    },
  },
  {
    re: new RegExp(`\\b(next |this |on |coming |for )?(${WEEKDAY_FULL.join('|')})s?\\b`),
    window: (m, today) => {
      const target = WEEKDAY_FULL.indexOf(m[2] ?? '')
      const day = nextWeekday(today, target, m[1] === 'next ')
      return single(day, WEEKDAYS[target] ?? '')
    },
  },
  {
    // Short weekday names only after a preposition: "sat" alone is too often the verb.
    re: /\b(next |this |on |coming |for )(sun|mon|tues?|wed|thu|thur|thurs|fri|sat)\b/,
    window: (m, today) => {
      const target = WEEKDAY_SHORT[m[2] ?? ''] ?? 0
      const day = nextWeekday(today, target, m[1] === 'next ')
      return single(day, WEEKDAYS[target] ?? '')
    },
  },
  {
    // ...or as the question's last word ("3 home wins sat"), where the verb hardly ends a question.
    re: /\s(sun|mon|tues?|wed|thu|thur|thurs|fri|sat)\s*$/,
    window: (m, today) => {
      const target = WEEKDAY_SHORT[m[1] ?? ''] ?? 0
      return single(nextWeekday(today, target, false), WEEKDAYS[target] ?? '')
    },
  },
  {
    re: /\bthe (\d{1,2})(?:st|nd|rd|th)\b/,
    window: (m, today, past) => {
      const n = Number(m[1])
      const y = Number(today.slice(0, 4))
      const mo = Number(today.slice(5, 7))
      let d = makeDate(y, mo, n)
      // "the 21st" on the 25th means next month's; asked in the past tense ("did Arsenal win on
      // the 7th", "results from the 28th") it is the latest one gone by.
      if (past && (!d || daysBetween(today, d) > 0)) d = makeDate(mo === 1 ? y - 1 : y, mo === 1 ? 12 : mo - 1, n)
      else if (!past && (!d || daysBetween(today, d) < 0))
        d = makeDate(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, n)
      return d ? single(d, longDate(d)) : null
    },
  },
]

export interface DateExtraction {
  window: DateWindow | null
  rest: string
}

/** The first date expression found, in priority order (explicit dates beat relative words). */
export function extractDateWindow(text: string, today: string): DateExtraction {
  const past = PAST_TENSE.test(text) && !FORECAST.test(text)
  for (const rule of RULES) {
    const m = rule.re.exec(text)
    if (!m) continue
    const window = rule.window(m, today, past)
    if (!window) continue
    let rest = blank(text, new RegExp(rule.re.source, 'g'))
    // "Saturday 14 March": the weekday is part of the explicit date, not a second window.
    rest = blank(rest, new RegExp(`\\b(?:${WEEKDAY_FULL.join('|')}|sat|sun)s?\\b`, 'g'))
    return { window, rest }
  }
  return { window: null, rest: text }
}
