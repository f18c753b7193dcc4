/**
 * football-data.co.uk's own club names ("Man United", "Nott'm Forest", "Ath Madrid"), as aliases
 * of the directory's clubs, so that its files join the openfootball matches without guessing
 * (TeamDirectory.idsForDataName). Listed: the names whose normalised form no openfootball
 * spelling or bettor alias (aliases.ts, where "Man United", "Nott'm Forest" and "Ath Madrid"
 * already are) shares. `club` is an openfootball spelling of the club.
 * Measured on the shared files: docs/decisions/158-football-data-csv-import.md.
 */
import type { BettorAlias } from './aliases.ts'

export const FOOTBALL_DATA_NAMES: BettorAlias[] = [
  // Germany
  { country: 'Germany', club: 'Hertha BSC', aliases: ['Hertha'] },
  { country: 'Germany', club: 'Arminia Bielefeld', aliases: ['Bielefeld'] },
  { country: 'Germany', club: 'VfL Bochum 1848', aliases: ['Bochum'] },
  { country: 'Germany', club: 'Eintracht Braunschweig', aliases: ['Braunschweig'] },
  { country: 'Germany', club: 'SpVgg Greuther Fürth', aliases: ['Greuther Furth'] },
  // Spain
  { country: 'Spain', club: 'Deportivo La Coruña', aliases: ['La Coruna'] },
  { country: 'Spain', club: 'Sporting Gijón', aliases: ['Sp Gijon'] },
  { country: 'Spain', club: 'Real Valladolid', aliases: ['Valladolid'] },
  { country: 'Spain', club: 'Rayo Vallecano', aliases: ['Vallecano'] },
  { country: 'Spain', club: 'Real Zaragoza', aliases: ['Zaragoza'] },
  // France
  { country: 'France', club: 'Gazélec FC Ajaccio', aliases: ['Ajaccio GFCO'] },
  { country: 'France', club: 'Angers SCO', aliases: ['Angers'] },
  { country: 'France', club: 'Girondins Bordeaux', aliases: ['Bordeaux'] },
  { country: 'France', club: 'SM Caen', aliases: ['Caen'] },
  { country: 'France', club: 'Clermont Foot 63', aliases: ['Clermont'] },
  { country: 'France', club: 'Dijon FCO', aliases: ['Dijon'] },
  { country: 'France', club: 'EA Guingamp', aliases: ['Guingamp'] },
  { country: 'France', club: 'Montpellier HSC', aliases: ['Montpellier'] },
  { country: 'France', club: 'AS Nancy Lorraine', aliases: ['Nancy'] },
  { country: 'France', club: 'Nîmes Olympique', aliases: ['Nimes'] },
  { country: 'France', club: 'Stade de Reims', aliases: ['Reims'] },
  { country: 'France', club: 'ESTAC Troyes', aliases: ['Troyes'] },
  // Italy
  { country: 'Italy', club: 'Chievo Verona', aliases: ['Chievo'] },
  { country: 'Italy', club: 'Delfino Pescara', aliases: ['Pescara'] },
  { country: 'Italy', club: 'SPAL 2013 Ferrara', aliases: ['Spal'] },
]
