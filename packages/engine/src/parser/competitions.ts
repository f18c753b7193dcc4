/**
 * Competition mentions: official names, nicknames and nationality words. Codes follow
 * openfootball; competitions the data does not carry (Champions League, cups) still get a code
 * so the answer can say honestly that they are not covered instead of guessing another league.
 */
import type { CompetitionInfo } from '../types.ts'
import { blank, normalize } from './normalize.ts'

/** Display names for codes that may be asked about but are absent from the data. */
export const KNOWN_COMPETITION_NAMES: Record<string, string> = {
  'uefa.cl': 'Champions League',
  'uefa.el': 'Europa League',
  'uefa.conf': 'Conference League',
  'fifa.wc': 'World Cup',
  'uefa.euro': 'European Championship',
  'en.fa': 'FA Cup',
  'en.lc': 'League Cup',
  'es.cup': 'Copa del Rey',
  'de.cup': 'DFB-Pokal',
  'it.cup': 'Coppa Italia',
  'fr.cup': 'Coupe de France',
  'sa.1': 'Saudi Pro League',
  'mx.1': 'Liga MX',
  'sco.2': 'Scottish Championship',
}

const ALIASES: Record<string, string[]> = {
  'en.1': [
    'premier league',
    'english premier league',
    'epl',
    'pl',
    'prem',
    'the prem',
    'premiership',
    'barclays',
    'english top flight',
    'english',
    'england',
  ],
  'en.2': ['championship', 'efl championship', 'english championship', 'sky bet championship'],
  'en.3': ['league one', 'league 1', 'efl league one', 'english league one'],
  'en.4': ['league two', 'league 2', 'efl league two', 'english league two'],
  'es.1': ['la liga', 'laliga', 'liga', 'primera division', 'spanish la liga', 'spanish', 'spain'],
  'es.2': ['segunda', 'segunda division', 'la liga 2', 'laliga 2', 'laliga2', 'la liga hypermotion'],
  'de.1': ['bundesliga', 'buli', 'german bundesliga', 'german', 'germany'],
  'de.2': ['2 bundesliga', 'bundesliga 2', 'zweite bundesliga', '2nd bundesliga', 'german second division'],
  'it.1': ['serie a', 'italian serie a', 'calcio', 'italian', 'italy'],
  'it.2': ['serie b', 'italian serie b'],
  'fr.1': ['ligue 1', 'ligue un', 'ligue one', 'french ligue 1', 'french', 'france'],
  'fr.2': ['ligue 2', 'ligue two', 'french ligue 2'],
  'nl.1': ['eredivisie', 'dutch', 'netherlands', 'holland'],
  'pt.1': ['primeira liga', 'liga portugal', 'liga nos', 'portuguese', 'portugal'],
  'sco.1': ['scottish premiership', 'spfl', 'spl', 'scottish premier league', 'scottish', 'scotland'],
  'sco.2': ['scottish championship'],
  'be.1': ['belgian pro league', 'jupiler pro league', 'jupiler', 'belgian first division', 'belgian', 'belgium'],
  'at.1': ['austrian bundesliga', 'austrian', 'austria'],
  'at.2': ['austrian 2 liga', '2 liga'],
  'tr.1': ['super lig', 'turkish super lig', 'turkish', 'turkey', 'turkiye'],
  'gr.1': ['greek super league', 'super league greece', 'greek', 'greece'],
  'br.1': ['brasileirao', 'brazilian serie a', 'serie a brazil', 'brazilian', 'brazil'],
  'br.2': ['brazilian serie b', 'serie b brazil'],
  'ar.1': ['argentine primera', 'liga profesional', 'argentine', 'argentinian', 'argentina'],
  'jp.1': ['j1 league', 'j league', 'j1', 'japanese', 'japan'],
  'cn.1': ['chinese super league', 'csl', 'chinese', 'china'],
  'co.1': ['primera a', 'colombian', 'colombia'],
  'copa.l': ['copa libertadores', 'libertadores'],
  mls: ['mls', 'major league soccer'],
  'uefa.cl': ['champions league', 'champions leage', 'champions legue', 'ucl', 'cl', 'uefa champions league'],
  'uefa.el': ['europa league', 'uel', 'europa'],
  'uefa.conf': ['conference league', 'europa conference league', 'uecl'],
  'fifa.wc': ['world cup'],
  'uefa.euro': ['euros', 'euro 2028'],
  'en.fa': ['fa cup'],
  'en.lc': ['league cup', 'carabao cup', 'efl cup', 'carabao'],
  'es.cup': ['copa del rey'],
  'de.cup': ['dfb pokal', 'pokal', 'dfb cup'],
  'it.cup': ['coppa italia'],
  'fr.cup': ['coupe de france'],
  'sa.1': ['saudi pro league', 'saudi league', 'saudi', 'roshn'],
  'mx.1': ['liga mx', 'mexican', 'mexico'],
}

export interface CompetitionMatcher {
  /** Codes in order of mention, and the text with the mentions blanked. */
  extract(normalized: string): { competitions: string[]; rest: string }
}

export function createCompetitionMatcher(competitions: CompetitionInfo[]): CompetitionMatcher {
  const phrases: { phrase: string; code: string }[] = []
  for (const [code, list] of Object.entries(ALIASES)) for (const phrase of list) phrases.push({ phrase, code })
  // The data's own names ("Pro League", "Süper Lig") catch what the table lacks; one-word
  // generic names are skipped because they would match ordinary words.
  for (const c of competitions) {
    const phrase = normalize(c.name).trim()
    if (phrase.includes(' ') && !phrases.some((p) => p.phrase === phrase)) phrases.push({ phrase, code: c.code })
  }
  phrases.sort((a, b) => b.phrase.length - a.phrase.length)
  const compiled = phrases.map((p) => ({
    code: p.code,
    phrase: p.phrase,
    re: new RegExp(`(?<![a-z0-9])${p.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`, 'g'),
  }))
  return {
    extract(normalized) {
      let rest = normalized
      const found: { code: string; at: number }[] = []
      for (const { code, phrase, re } of compiled) {
        // A substring test rules out almost every phrase far cheaper than running its regex.
        if (!rest.includes(phrase)) continue
        re.lastIndex = 0
        const m = re.exec(rest)
        if (!m) continue
        if (!found.some((f) => f.code === code)) found.push({ code, at: m.index })
        rest = blank(rest, re)
      }
      found.sort((a, b) => a.at - b.at)
      return { competitions: found.map((f) => f.code), rest }
    },
  }
}
