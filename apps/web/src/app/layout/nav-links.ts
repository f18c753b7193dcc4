import { paths } from '../../config/paths.ts'

export const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.matches, label: 'Matches' },
  { to: paths.trackRecord, label: 'Track record' },
  { to: paths.why, label: 'Why Pitchwise' },
  { to: paths.markets, label: 'Markets' },
] as const
