import { useFootballStatus } from '../api/get-football-status.ts'
import { dataSourceClaim } from '../utils/freshness-text.ts'

/** Where fixtures and results come from, true of the running server (see dataSourceClaim). */
export function useDataSourceClaim(): string {
  const { data } = useFootballStatus()
  return dataSourceClaim(data)
}
