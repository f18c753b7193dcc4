/** Every domestic corpus case, in one list for the parser test and the answers test alike. */
import { type CorpusCase, CORPUS as PICK_CASES } from './cases.ts'
import { ACCUMULATOR_CASES } from './cases-accumulators.ts'
import { ANSWER_CASES } from './cases-answers.ts'
import { AS_OF_CASES } from './cases-as-of.ts'
import { BETTOR_TALK_CASES } from './cases-bettor-talk.ts'
import { CHARGE_CHECK_CASES } from './cases-charge-check.ts'
import { CLUB_WORD_AND_KICKOFF_TIME_CASES } from './cases-club-words-and-kickoff-times.ts'
import { COMBINED_MARKET_CASES } from './cases-combined-markets.ts'
import { COUNT_CASES } from './cases-counts.ts'
import { DOUBLE_CHANCE_CASES } from './cases-double-chance.ts'
import { FIFTH_PROBE_CASES } from './cases-fifth-probe.ts'
import { FORM_H2H_CASES } from './cases-form-h2h.ts'
import { MIXED_CASES } from './cases-mixed.ts'
import { MORE_PHRASINGS_CASES } from './cases-more-phrasings.ts'
import { NAME_CASES } from './cases-names.ts'
import { OUT_OF_SCOPE_CASES } from './cases-out-of-scope.ts'
import { SCORE_CASES } from './cases-scores.ts'
import {
  AFTER_FIX_CASES,
  BESIDE_A_CLUB_CASES,
  BIGGEST_AND_LAST_WIN_CASES,
  DRAW_NO_BET_SIDE_CASES,
  LAST_SEASON_CASES,
  LISTED_COMBO_CASES,
  MORE_OUT_OF_SCOPE_CASES,
  OFFERED_PRICE_CASES,
  PAIRING_WORD_CASES,
  PRICE_NUMBER_CASES,
  SEASON_RECORD_CASES,
  SECOND_PROBE_CASES,
  SEPARATE_QUESTION_CASES,
  TABLE_FIGURE_CASES,
  THIRD_PROBE_CASES,
  VENUE_FIGURE_CASES,
} from './cases-separate-questions.ts'
import { SEVERAL_MATCHES_CASES } from './cases-several-matches.ts'
import { TIME_OF_DAY_CASES } from './cases-time-of-day.ts'
import { VALUE_CASES_WITHOUT_PRICES } from './cases-value.ts'

export const DOMESTIC_CASES: CorpusCase[] = [
  ...PICK_CASES,
  ...ANSWER_CASES,
  ...AS_OF_CASES,
  ...OUT_OF_SCOPE_CASES,
  ...FORM_H2H_CASES,
  ...ACCUMULATOR_CASES,
  ...DOUBLE_CHANCE_CASES,
  ...SEVERAL_MATCHES_CASES,
  ...TIME_OF_DAY_CASES,
  ...COMBINED_MARKET_CASES,
  ...NAME_CASES,
  ...MORE_PHRASINGS_CASES,
  ...MIXED_CASES,
  ...CHARGE_CHECK_CASES,
  ...SCORE_CASES,
  ...BETTOR_TALK_CASES,
  ...CLUB_WORD_AND_KICKOFF_TIME_CASES,
  ...VALUE_CASES_WITHOUT_PRICES,
  ...COUNT_CASES,
  ...SEPARATE_QUESTION_CASES,
  ...MORE_OUT_OF_SCOPE_CASES,
  ...TABLE_FIGURE_CASES,
  ...BESIDE_A_CLUB_CASES,
  ...PRICE_NUMBER_CASES,
  ...OFFERED_PRICE_CASES,
  ...SEASON_RECORD_CASES,
  ...LAST_SEASON_CASES,
  ...SECOND_PROBE_CASES,
  ...VENUE_FIGURE_CASES,
  ...BIGGEST_AND_LAST_WIN_CASES,
  ...THIRD_PROBE_CASES,
  ...DRAW_NO_BET_SIDE_CASES,
  ...PAIRING_WORD_CASES,
  ...LISTED_COMBO_CASES,
  ...AFTER_FIX_CASES,
  ...FIFTH_PROBE_CASES,
]
