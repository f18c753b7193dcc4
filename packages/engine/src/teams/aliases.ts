/**
 * Hand-curated knowledge the automatic merge cannot infer.
 *
 * CURATED_MERGES: spellings of one club whose normalised keys differ beyond a prefix (sponsor
 * names, local-language full names). BETTOR_ALIASES: what people type ("Man Utd", "Spurs").
 * Entries name the club by any source spelling; the directory looks the club up by that spelling's
 * normalised key within the country, so entries for clubs absent from the data are simply unused.
 */

export interface CuratedMerge {
  country: string
  /** Display name to use for the merged club. */
  display: string
  spellings: string[]
}

export const CURATED_MERGES: CuratedMerge[] = [
  { country: 'Italy', display: 'Inter', spellings: ['Inter', 'FC Internazionale Milano', 'Internazionale'] },
  { country: 'Italy', display: 'Sampdoria', spellings: ['Sampdoria', 'UC Sampdoria'] },
  { country: 'Italy', display: 'Vicenza', spellings: ['Vicenza Calcio', 'L.R. Vicenza Virtus', 'LR Vicenza'] },
  { country: 'Portugal', display: 'Benfica', spellings: ['SL Benfica', 'Sport Lisboa e Benfica'] },
  { country: 'Portugal', display: 'Sporting CP', spellings: ['Sporting CP', 'Sporting Clube de Portugal'] },
  { country: 'Spain', display: 'Alavés', spellings: ['Deportivo Alavés', 'CD Alavés'] },
  { country: 'Spain', display: 'Celta Vigo', spellings: ['RC Celta', 'RC Celta de Vigo', 'Celta Vigo'] },
  { country: 'Spain', display: 'Rayo Vallecano', spellings: ['Rayo Vallecano', 'Rayo Vallecano de Madrid'] },
  { country: 'France', display: 'Le Havre', spellings: ['Le Havre AC', 'Havre AC'] },
  { country: 'France', display: 'Lens', spellings: ['RC Lens', 'Racing Club de Lens'] },
  { country: 'France', display: 'Strasbourg', spellings: ['RC Strasbourg', 'RC Strasbourg Alsace'] },
  { country: 'Brazil', display: 'Atlético Mineiro', spellings: ['Atlético Mineiro', 'CA Mineiro'] },
  { country: 'Brazil', display: 'Sport Recife', spellings: ['Sport Recife PE', 'SC Recife', 'Sport Recife'] },
  { country: 'Turkey', display: 'Gaziantep FK', spellings: ['Gaziantep FK', 'Gazişehir Gaziantep FK'] },
  { country: 'Turkey', display: 'Konyaspor', spellings: ['Konyaspor', 'Atiker Konyaspor'] },
]

/** Clubs that share a prefix but are distinct although they never met in one season of the data. */
export const NEVER_MERGE: { country: string; names: [string, string] }[] = [
  { country: 'China', names: ['Shenzhen FC', 'Shenzhen Peng City'] },
  { country: 'Austria', names: ['SV Innsbruck', 'FC Wacker Innsbruck'] },
]

export interface BettorAlias {
  country: string
  club: string
  aliases: string[]
}

export const BETTOR_ALIASES: BettorAlias[] = [
  // England
  { country: 'England', club: 'Manchester United', aliases: ['Man Utd', 'Man United', 'Man U', 'MUFC'] },
  { country: 'England', club: 'Manchester City', aliases: ['Man City', 'MCFC'] },
  { country: 'England', club: 'Tottenham Hotspur', aliases: ['Spurs', 'Tottenham', 'THFC'] },
  { country: 'England', club: 'Wolverhampton Wanderers', aliases: ['Wolves', 'Wolverhampton'] },
  {
    country: 'England',
    club: 'Nottingham Forest',
    aliases: ["Nott'm Forest", 'Nottm Forest', 'Forest', 'Notts Forest'],
  },
  { country: 'England', club: 'Newcastle United', aliases: ['Newcastle', 'Newcastle Utd', 'NUFC', 'Toon'] },
  { country: 'England', club: 'Brighton & Hove Albion', aliases: ['Brighton', 'Brighton Hove Albion'] },
  { country: 'England', club: 'West Ham United', aliases: ['West Ham', 'Hammers'] },
  { country: 'England', club: 'West Bromwich Albion', aliases: ['West Brom', 'WBA', 'Baggies'] },
  { country: 'England', club: 'Sheffield United', aliases: ['Sheff Utd', 'Sheffield Utd', 'Blades'] },
  { country: 'England', club: 'Sheffield Wednesday', aliases: ['Sheff Wed', 'Sheffield Wed', 'Owls'] },
  { country: 'England', club: 'Queens Park Rangers', aliases: ['QPR'] },
  { country: 'England', club: 'AFC Bournemouth', aliases: ['Bournemouth', 'Cherries'] },
  { country: 'England', club: 'Leicester City', aliases: ['Leicester', 'Foxes'] },
  { country: 'England', club: 'Leeds United', aliases: ['Leeds', 'Leeds Utd'] },
  { country: 'England', club: 'Aston Villa', aliases: ['Villa'] },
  { country: 'England', club: 'Crystal Palace', aliases: ['Palace'] },
  { country: 'England', club: 'Everton', aliases: ['Toffees'] },
  { country: 'England', club: 'Arsenal', aliases: ['Gunners', 'AFC Arsenal'] },
  { country: 'England', club: 'Liverpool', aliases: ['LFC'] },
  { country: 'England', club: 'Chelsea', aliases: ['CFC'] },
  { country: 'England', club: 'Ipswich Town', aliases: ['Ipswich'] },
  { country: 'England', club: 'Norwich City', aliases: ['Norwich'] },
  { country: 'England', club: 'Stoke City', aliases: ['Stoke'] },
  { country: 'England', club: 'Swansea City', aliases: ['Swansea'] },
  { country: 'England', club: 'Cardiff City', aliases: ['Cardiff'] },
  { country: 'England', club: 'Hull City', aliases: ['Hull'] },
  { country: 'England', club: 'Luton Town', aliases: ['Luton'] },
  { country: 'England', club: 'Huddersfield Town', aliases: ['Huddersfield'] },
  { country: 'England', club: 'Blackburn Rovers', aliases: ['Blackburn'] },
  { country: 'England', club: 'Preston North End', aliases: ['Preston', 'PNE'] },
  { country: 'England', club: 'Birmingham City', aliases: ['Birmingham'] },
  { country: 'England', club: 'Coventry City', aliases: ['Coventry'] },
  { country: 'England', club: 'Middlesbrough', aliases: ['Boro'] },
  { country: 'England', club: 'Derby County', aliases: ['Derby'] },
  { country: 'England', club: 'Bristol City', aliases: ['Bristol C'] },
  { country: 'England', club: 'Plymouth Argyle', aliases: ['Plymouth'] },
  { country: 'England', club: 'Sunderland', aliases: ['Sunderland AFC', 'Black Cats'] },
  // Scotland
  { country: 'Scotland', club: 'Celtic', aliases: ['Celtic Glasgow'] },
  { country: 'Scotland', club: 'Rangers', aliases: ['Glasgow Rangers', 'Gers'] },
  { country: 'Scotland', club: 'Heart of Midlothian', aliases: ['Hearts', 'Jambos'] },
  { country: 'Scotland', club: 'Hibernian FC', aliases: ['Hibs', 'Hibernian'] },
  { country: 'Scotland', club: 'Kilmarnock FC', aliases: ['Killie', 'Kilmarnock'] },
  { country: 'Scotland', club: 'St. Mirren FC', aliases: ['St Mirren'] },
  { country: 'Scotland', club: 'Dundee United', aliases: ['Dundee Utd'] },
  // Spain
  { country: 'Spain', club: 'FC Barcelona', aliases: ['Barca', 'Barça', 'Barcelona'] },
  { country: 'Spain', club: 'Atlético Madrid', aliases: ['Atleti', 'Atletico', 'Atl Madrid', 'Ath Madrid'] },
  { country: 'Spain', club: 'Real Madrid', aliases: ['Real', 'Real Madrid CF'] },
  { country: 'Spain', club: 'Athletic Club', aliases: ['Athletic Bilbao', 'Ath Bilbao', 'Bilbao'] },
  { country: 'Spain', club: 'Real Betis', aliases: ['Betis'] },
  { country: 'Spain', club: 'Real Sociedad', aliases: ['Sociedad', 'La Real'] },
  { country: 'Spain', club: 'Sevilla FC', aliases: ['Sevilla', 'Seville'] },
  { country: 'Spain', club: 'Valencia CF', aliases: ['Valencia'] },
  { country: 'Spain', club: 'Villarreal CF', aliases: ['Villarreal'] },
  { country: 'Spain', club: 'Espanyol Barcelona', aliases: ['Espanyol', 'Espanol'] },
  { country: 'Spain', club: 'Celta Vigo', aliases: ['Celta'] },
  // Italy
  { country: 'Italy', club: 'Inter', aliases: ['Inter Milan', 'Internazionale', 'Inter Milano'] },
  { country: 'Italy', club: 'AC Milan', aliases: ['Milan', 'AC Milano'] },
  { country: 'Italy', club: 'Juventus', aliases: ['Juve'] },
  { country: 'Italy', club: 'AS Roma', aliases: ['Roma'] },
  { country: 'Italy', club: 'SS Lazio', aliases: ['Lazio'] },
  { country: 'Italy', club: 'SSC Napoli', aliases: ['Napoli', 'Naples'] },
  { country: 'Italy', club: 'ACF Fiorentina', aliases: ['Fiorentina'] },
  { country: 'Italy', club: 'Atalanta', aliases: ['Atalanta Bergamo'] },
  { country: 'Italy', club: 'Hellas Verona', aliases: ['Verona'] },
  // Germany
  { country: 'Germany', club: 'Bayern München', aliases: ['Bayern', 'Bayern Munich', 'FC Bayern', 'Munich'] },
  { country: 'Germany', club: 'Borussia Dortmund', aliases: ['Dortmund', 'BVB'] },
  { country: 'Germany', club: 'Bayer Leverkusen', aliases: ['Leverkusen', 'Lev', 'B04'] },
  { country: 'Germany', club: 'Borussia Mönchengladbach', aliases: ["M'gladbach", 'Gladbach', 'Monchengladbach'] },
  { country: 'Germany', club: 'RB Leipzig', aliases: ['Leipzig', 'RasenBallsport Leipzig'] },
  { country: 'Germany', club: 'Eintracht Frankfurt', aliases: ['Frankfurt', 'Ein Frankfurt'] },
  { country: 'Germany', club: 'VfB Stuttgart', aliases: ['Stuttgart'] },
  { country: 'Germany', club: 'VfL Wolfsburg', aliases: ['Wolfsburg'] },
  { country: 'Germany', club: 'Werder Bremen', aliases: ['Bremen', 'Werder'] },
  { country: 'Germany', club: '1. FC Köln', aliases: ['FC Köln', 'Koln', 'Cologne', 'FC Koeln'] },
  { country: 'Germany', club: 'FC Schalke 04', aliases: ['Schalke'] },
  { country: 'Germany', club: '1. FSV Mainz 05', aliases: ['Mainz', 'Mainz 05'] },
  { country: 'Germany', club: 'TSG 1899 Hoffenheim', aliases: ['Hoffenheim'] },
  { country: 'Germany', club: 'SC Freiburg', aliases: ['Freiburg'] },
  { country: 'Germany', club: '1. FC Union Berlin', aliases: ['Union Berlin'] },
  { country: 'Germany', club: 'FC Augsburg', aliases: ['Augsburg'] },
  { country: 'Germany', club: 'Hamburger SV', aliases: ['Hamburg', 'HSV'] },
  { country: 'Germany', club: 'FC St. Pauli', aliases: ['St Pauli'] },
  { country: 'Germany', club: '1. FC Heidenheim 1846', aliases: ['Heidenheim'] },
  // France
  { country: 'France', club: 'Paris Saint-Germain', aliases: ['PSG', 'Paris SG', 'Paris St Germain', 'Paris St-G'] },
  { country: 'France', club: 'Olympique Marseille', aliases: ['Marseille', 'OM'] },
  { country: 'France', club: 'Olympique Lyonnais', aliases: ['Lyon', 'OL'] },
  { country: 'France', club: 'AS Monaco', aliases: ['Monaco'] },
  { country: 'France', club: 'Lille OSC', aliases: ['Lille'] },
  { country: 'France', club: 'OGC Nice', aliases: ['Nice'] },
  { country: 'France', club: 'Stade Rennais', aliases: ['Rennes'] },
  { country: 'France', club: 'Stade Brestois 29', aliases: ['Brest'] },
  // Netherlands / Portugal
  { country: 'Netherlands', club: 'AFC Ajax', aliases: ['Ajax', 'Ajax Amsterdam'] },
  { country: 'Netherlands', club: 'PSV Eindhoven', aliases: ['PSV'] },
  { country: 'Netherlands', club: 'Feyenoord', aliases: ['Feyenoord Rotterdam'] },
  { country: 'Portugal', club: 'FC Porto', aliases: ['Porto'] },
  { country: 'Portugal', club: 'Benfica', aliases: ['Benfica Lisbon'] },
  { country: 'Portugal', club: 'Sporting CP', aliases: ['Sporting', 'Sporting Lisbon'] },
  { country: 'Portugal', club: 'Sporting Braga', aliases: ['Braga', 'SC Braga'] },
  // Americas
  { country: 'United States', club: 'Inter Miami CF', aliases: ['Inter Miami', 'Miami'] },
  { country: 'United States', club: 'Los Angeles Galaxy', aliases: ['LA Galaxy', 'Galaxy'] },
  { country: 'United States', club: 'Los Angeles FC', aliases: ['LAFC'] },
]
