/**
 * Ordinary words a football question is made of. A capitalised or "v"-adjacent word that is
 * none of these, and that no extractor placed, looks like a club or competition the data does
 * not know; the answer then says so instead of silently dropping it.
 */
import { COMMON_WORDS, GENERIC_CLUB_WORDS, QUESTION_WORDS } from './vocabulary.ts'

const WORDS = `a about above after again against all also am an and any anyone anything are around as at away
back be because been before being best better worse worst hottest tops between big bit both but by can cant could did didnt do does
doing done dont down during each either else end enough even ever every few for from full get gets getting give
go goes going good got great had has have having he her here hers him his how however i if im in into is isnt it
its ive just keep know last least less let lets like likely look looking lot lots make many match may maybe me
might mine more most much must my near need needs never new next nice no none nor not now of off often ok okay
on once one only or other our out over own perhaps please pls plz put quite rather really right same say see
should show so some something soon still such sure take tell than thank thanks that thats the their them then
there these they thing think this those though through to too top under until up upon us very via want wanna
was we well were what whats when where whether which while who whos whom whose why will win with within without
won wont worth would yes yet you your yours
game games match matches fixture fixtures team teams side sides club clubs play plays playing played player
vs v versus vrs tip tips pick picks bet bets betting bettor odds price prices priced pricing prediction predictions
predict forecast preview analysis analyse analyze stats statistics chance chances probability probabilities
percent percentage score scores scored scoring goal goals result results winner winners winning loser lose loses
losing lost draw draws drawn level home away favourite favourites favorite favorites underdog underdogs
season league leagues table standings title race top bottom relegation relegated champion champions cup
weekend weekends today tonight tomorrow yesterday morning afternoon evening night day days week weeks month
months year years time times kick kickoff kickoffs start starts early late later
how did do does doing fare fared get got happened happen happening
safe safest safer banker bankers value strong strongest solid sure surest lock locks acca accumulator
single singles double doubles treble trebles fold folds slip slips stake stakes punt punts punter
margin margins handicap handicaps asian line lines spread clear clean sheet sheets nil
first second third fourth fifth sixth seventh eighth ninth tenth last previous earlier above below
simulate simulation simulations outright outrights finish finishes finishing four two three five six
think reckon guess expect expected expecting favour favor rated rating ratings elo xg model models
will shall gonna going would wanna lemme gimme give show list recommend suggest find
wat wot r u ur lads mate mates guys pls plz cheers build make plus per number legs leg fests fest ground
news ahead face offer offers confirmed rumours rumors uefa kick kicks offs form in derby derbies
kindly share provide sir madam boss abeg cheeky rubbish thoughts thought far hitting plays specialist straight nick possible possibly chance backing worth lift lifts trophy silverware
record records battle battles streak longest overturn deficit aggregate decent
hold holds holding protect defend comeback lead leading behind trailing
row run runs unbeaten winless defeat defeats losses sequence fair nah rn offered
shocking awful terrible dire bridge`
  .split(/\s+/)
  .filter((w) => w.length > 0)

export const ENGLISH_WORDS = new Set<string>(WORDS)

/**
 * A word of a club's name ("county", "united", "real", "fc"): ordinary beside the club it belongs
 * to, but left over on its own it is part of a club Pitchwise did not find (word-roles.ts).
 */
export function isClubNameWord(w: string): boolean {
  return !ENGLISH_WORDS.has(w) && !QUESTION_WORDS.has(w) && (COMMON_WORDS.has(w) || GENERIC_CLUB_WORDS.has(w))
}

/** A word the parser's vocabulary explains without it being a name. */
export function isOrdinaryWord(w: string): boolean {
  return ENGLISH_WORDS.has(w) || QUESTION_WORDS.has(w) || COMMON_WORDS.has(w) || GENERIC_CLUB_WORDS.has(w)
}
