import { competitionInfo } from '../data/competitions.ts'
import type { TeamInfo } from '../types.ts'
import { BETTOR_ALIASES, CURATED_MERGES, NEVER_MERGE } from './aliases.ts'
import { countryFromFifaCode } from './countries.ts'
import { editDistance } from './edit-distance.ts'
import { EUROPEAN_MERGES } from './european-clubs.ts'
import { FOOTBALL_DATA_NAMES } from './football-data-names.ts'
import { countrySuffix, normalizeTeamName, stripCountrySuffix } from './normalize.ts'

/**
 * Canonical club identity built from every raw name seen in the data.
 *
 * Names are grouped by (country, normalised key): the country comes from a `(ENG)` suffix or the
 * competition, so "Barcelona SC (ECU)" never merges with FC Barcelona. Groups then merge when one
 * key is a token prefix of the other ("Bolton" / "Bolton Wanderers") but only if the two spellings
 * never play on the same date — a club plays once a day, so two names on one date are two clubs
 * (Dundee / Dundee United, Paris FC / Paris Saint-Germain). Sources switch spelling mid-season
 * (2025-26 League One has both "Bolton" and "Bolton Wanderers"), so a shared season is no evidence.
 * Reserve sides ("B", "II", "Castilla") never merge upward.
 */

/** One raw name as seen in one competition-season. */
export interface NameObservation {
  name: string
  competition: string
  season: string
  /** Matches the name appears in (default 1); ranks display names and breaks resolution ties. */
  count?: number
  /** Dates the name played on; without them, sharing a season is taken as proof of two clubs. */
  dates?: Iterable<string>
}

/** Optional context narrowing resolution, e.g. the competition a question is about. */
export interface ResolveHint {
  competition?: string
  country?: string
}

/** Extra tokens that mark a different (reserve/youth) side, so no prefix merge across them. */
const RESERVE_TOKENS = new Set([
  'b',
  'c',
  'ii',
  'iii',
  'u19',
  'u21',
  'u23',
  'castilla',
  'atletico',
  'jong',
  'reserves',
  'women',
])

interface Group {
  country: string
  keys: Set<string>
  spellings: Map<string, number>
  seasons: Set<string>
  dates: Set<string>
  competitions: Set<string>
  matches: number
  display?: string
}

function countryOf(name: string, competition: string): string {
  const suffix = countrySuffix(name)
  return suffix ? countryFromFifaCode(suffix) : competitionInfo(competition).country
}

function slugify(s: string): string {
  return s.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

/** Prefer full spellings without abbreviation dots or club-type suffixes: "Manchester United" over "Manchester United FC". */
function pickDisplay(spellings: Map<string, number>): string {
  const names = [...spellings.keys()]
  names.sort((a, b) => {
    const ta = normalizeTeamName(a).split(' ').length
    const tb = normalizeTeamName(b).split(' ').length
    if (ta !== tb) return tb - ta
    const da = (a.match(/\./g) ?? []).length
    const db = (b.match(/\./g) ?? []).length
    if (da !== db) return da - db
    if (a.length !== b.length) return a.length - b.length
    return (spellings.get(b) ?? 0) - (spellings.get(a) ?? 0) || a.localeCompare(b)
  })
  const best = names[0] ?? ''
  // "Arsenal FC" → "Arsenal": the source's trailing club-type suffix is noise for display (kept as alias).
  const trimmed = best.replace(/\s+(FC|AFC|CF)$/, '')
  return trimmed.length > 0 ? trimmed : best
}

export class TeamDirectory {
  /** Every canonical club, sorted by id. */
  readonly teams: TeamInfo[]
  private readonly byId = new Map<string, TeamInfo>()
  private readonly meta = new Map<string, { country: string; competitions: string[]; matches: number }>()
  /** `country|raw source name` → id, for resolving the data itself (exact, no guessing). */
  private readonly bySource = new Map<string, string>()
  /** normalised source spelling → ids. */
  private readonly byKey = new Map<string, Set<string>>()
  /** normalised bettor alias → ids. */
  private readonly byAlias = new Map<string, Set<string>>()

  constructor(observations: Iterable<NameObservation>) {
    const groups = new Map<string, Group>()
    const sourceToGroup = new Map<string, string>()
    for (const o of observations) {
      const raw = stripCountrySuffix(o.name)
      const country = countryOf(o.name, o.competition)
      const key = normalizeTeamName(raw)
      if (!key) continue
      const gk = `${country}|${key}`
      let g = groups.get(gk)
      if (!g) {
        g = {
          country,
          keys: new Set([key]),
          spellings: new Map(),
          seasons: new Set(),
          dates: new Set(),
          competitions: new Set(),
          matches: 0,
        }
        groups.set(gk, g)
      }
      const n = o.count ?? 1
      g.spellings.set(raw, (g.spellings.get(raw) ?? 0) + n)
      g.seasons.add(o.season)
      for (const d of o.dates ?? [`season:${o.season}`]) g.dates.add(d)
      g.competitions.add(o.competition)
      g.matches += n
      sourceToGroup.set(`${competitionInfo(o.competition).country}|${o.name}`, gk)
      sourceToGroup.set(`${country}|${o.name}`, gk)
    }

    // Union-find over group keys.
    const parent = new Map<string, string>()
    const find = (k: string): string => {
      let r = k
      while (parent.get(r) !== undefined && parent.get(r) !== r) r = parent.get(r) as string
      parent.set(k, r)
      return r
    }
    const union = (a: string, b: string, display?: string) => {
      const ra = find(a)
      const rb = find(b)
      if (ra === rb) return
      const ga = groups.get(ra) as Group
      const gb = groups.get(rb) as Group
      parent.set(rb, ra)
      for (const k of gb.keys) ga.keys.add(k)
      for (const [s, n] of gb.spellings) ga.spellings.set(s, (ga.spellings.get(s) ?? 0) + n)
      for (const s of gb.seasons) ga.seasons.add(s)
      for (const d of gb.dates) ga.dates.add(d)
      for (const c of gb.competitions) ga.competitions.add(c)
      ga.matches += gb.matches
      ga.display = display ?? ga.display ?? gb.display
    }
    for (const gk of groups.keys()) parent.set(gk, gk)

    for (const m of [...CURATED_MERGES, ...EUROPEAN_MERGES]) {
      const present = m.spellings.map((s) => `${m.country}|${normalizeTeamName(s)}`).filter((gk) => groups.has(gk))
      const first = present[0]
      if (!first) continue
      for (const other of present.slice(1)) union(first, other)
      ;(groups.get(find(first)) as Group).display = m.display
    }

    const never = new Set(
      NEVER_MERGE.flatMap(({ country, names: [a, b] }) => {
        const ka = `${country}|${normalizeTeamName(a)}`
        const kb = `${country}|${normalizeTeamName(b)}`
        return [`${ka}#${kb}`, `${kb}#${ka}`]
      }),
    )
    const byCountry = new Map<string, string[]>()
    for (const [gk, g] of groups) byCountry.set(g.country, [...(byCountry.get(g.country) ?? []), gk])
    for (const gks of byCountry.values()) {
      for (const a of gks) {
        const ta = (groups.get(a) as Group).keys.values().next().value?.split(' ') ?? []
        const candidates = gks.filter((b) => {
          if (b === a || never.has(`${a}#${b}`)) return false
          const tb = [...(groups.get(b) as Group).keys][0]?.split(' ') ?? []
          if (tb.length <= ta.length || !ta.every((t, i) => tb[i] === t)) return false
          return !tb.slice(ta.length).some((t) => RESERVE_TOKENS.has(t))
        })
        const b = candidates[0]
        if (candidates.length !== 1 || !b) continue
        const ga = groups.get(find(a)) as Group
        const gb = groups.get(find(b)) as Group
        if (ga === gb || [...ga.dates].some((d) => gb.dates.has(d))) continue
        union(b, a)
      }
    }

    // Materialise teams; ids are slugs of the display name's key, de-duplicated by country.
    const roots = [...new Set([...groups.keys()].map(find))]
    roots.sort((x, y) => (groups.get(y) as Group).matches - (groups.get(x) as Group).matches || x.localeCompare(y))
    const idOfRoot = new Map<string, string>()
    const used = new Set<string>()
    for (const r of roots) {
      const g = groups.get(r) as Group
      const display = g.display ?? pickDisplay(g.spellings)
      let id = slugify(normalizeTeamName(display)) || slugify(r)
      if (used.has(id)) id = `${id}-${slugify(g.country.toLowerCase())}`
      for (let i = 2; used.has(id); i++) id = `${id}-${i}`
      used.add(id)
      idOfRoot.set(r, id)
      const team: TeamInfo = { id, name: display, aliases: [...g.spellings.keys()].filter((s) => s !== display).sort() }
      this.byId.set(id, team)
      this.meta.set(id, { country: g.country, competitions: [...g.competitions].sort(), matches: g.matches })
      for (const s of [display, ...g.spellings.keys()]) addTo(this.byKey, normalizeTeamName(s), id)
    }
    for (const [src, gk] of sourceToGroup) this.bySource.set(src, idOfRoot.get(find(gk)) as string)

    for (const a of [...BETTOR_ALIASES, ...FOOTBALL_DATA_NAMES]) {
      const ids = [...(this.byKey.get(normalizeTeamName(a.club)) ?? [])].filter(
        (id) => this.meta.get(id)?.country === a.country,
      )
      const id = ids[0]
      if (ids.length !== 1 || !id) continue
      const team = this.byId.get(id) as TeamInfo
      for (const alias of a.aliases) {
        addTo(this.byAlias, normalizeTeamName(alias), id)
        if (alias !== team.name && !team.aliases.includes(alias)) team.aliases.push(alias)
      }
    }
    this.teams = [...this.byId.values()].sort((x, y) => x.id.localeCompare(y.id))
  }

  get(id: string): TeamInfo | undefined {
    return this.byId.get(id)
  }

  /** Country of the club (a FIFA code for clubs only seen in international cups from uncatalogued countries). */
  countryOf(id: string): string | undefined {
    return this.meta.get(id)?.country
  }

  /** Competition codes the club has played in. */
  competitionsOf(id: string): string[] {
    return this.meta.get(id)?.competitions ?? []
  }

  /** Exact id of a raw source name as it appeared in `competition` (used when building MatchRecords). */
  idForSource(name: string, competition: string): string | null {
    return (
      this.bySource.get(`${competitionInfo(competition).country}|${name}`) ??
      this.bySource.get(`${countryOf(name, competition)}|${name}`) ??
      null
    )
  }

  /**
   * The clubs a data row's name can only mean: its exact normalised spelling or a curated alias
   * (FOOTBALL_DATA_NAMES included), within the competition's country. No partial or typo match:
   * an import joins rows to matches with this and never guesses (match-external-rows.ts).
   */
  idsForDataName(name: string, competition: string): string[] {
    const key = normalizeTeamName(name)
    if (!key) return []
    const country = competitionInfo(competition).country
    const ids = new Set([...(this.byKey.get(key) ?? []), ...(this.byAlias.get(key) ?? [])])
    return [...ids].filter((id) => this.meta.get(id)?.country === country)
  }

  /**
   * Resolve what a person typed: exact normalised spelling, then curated alias, then a unique
   * club whose name contains every typed word ("Tottenham"), then a unique close typo
   * ("arsenl"). Ties are narrowed by the hint and by a clearly dominant club; otherwise null.
   */
  resolve(name: string, hintIn: ResolveHint = {}): TeamInfo | null {
    const suffix = countrySuffix(name)
    const hint = suffix ? { ...hintIn, country: countryFromFifaCode(suffix) } : hintIn
    const key = normalizeTeamName(name)
    if (!key) return null
    const pick = (ids: Iterable<string>) => this.pick([...new Set(ids)], hint, key)
    const exact = this.byKey.get(key)
    if (exact) {
      const hit = pick(exact)
      if (hit) return hit
    }
    const alias = this.byAlias.get(key)
    if (alias) {
      const hit = pick(alias)
      if (hit) return hit
    }
    if (exact || alias) return null
    const tokens = key.split(' ')
    if (tokens.every((t) => t.length >= 3)) {
      const contains: string[] = []
      for (const [k, ids] of this.byKey) {
        const kt = k.split(' ')
        if (tokens.every((t) => kt.includes(t))) contains.push(...ids)
      }
      if (contains.length > 0) return pick(contains)
    }
    return this.typo(key, hint)
  }

  private typo(key: string, hint: ResolveHint): TeamInfo | null {
    const max = key.length < 5 ? 0 : key.length < 8 ? 1 : 2
    if (max === 0) return null
    let best = max + 1
    let ids: string[] = []
    for (const index of [this.byKey, this.byAlias]) {
      for (const [k, kIds] of index) {
        const d = editDistance(key, k, best)
        if (d < best) {
          best = d
          ids = [...kIds]
        } else if (d === best && d <= max) ids.push(...kIds)
      }
    }
    if (best > max) return null
    return this.pick([...new Set(ids)], hint, key, false)
  }

  private pick(ids: string[], hint: ResolveHint, _key: string, allowDominant = true): TeamInfo | null {
    if (ids.length === 1) return this.byId.get(ids[0] as string) ?? null
    let narrowed = ids
    if (hint.competition) {
      const c = hint.competition
      const inComp = narrowed.filter((id) => this.meta.get(id)?.competitions.includes(c))
      if (inComp.length > 0) narrowed = inComp
      const country = competitionInfo(c).country
      const inCountry = narrowed.filter((id) => this.meta.get(id)?.country === country)
      if (inCountry.length > 0) narrowed = inCountry
    }
    if (hint.country) {
      const inCountry = narrowed.filter((id) => this.meta.get(id)?.country === hint.country)
      if (inCountry.length > 0) narrowed = inCountry
    }
    if (narrowed.length === 1) return this.byId.get(narrowed[0] as string) ?? null
    if (!allowDominant) return null
    // A club with 3× the matches of every rival namesake is what people mean ("Barcelona").
    const sorted = narrowed.map((id) => ({ id, n: this.meta.get(id)?.matches ?? 0 })).sort((a, b) => b.n - a.n)
    const [first, second] = sorted
    if (first && second && first.n >= 3 * second.n) return this.byId.get(first.id) ?? null
    return null
  }
}

function addTo(index: Map<string, Set<string>>, key: string, id: string): void {
  if (!key) return
  let s = index.get(key)
  if (!s) {
    s = new Set()
    index.set(key, s)
  }
  s.add(id)
}
