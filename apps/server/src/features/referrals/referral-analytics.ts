/**
 * Referral analytics (back-office spec §2, §9), aggregated in SQL: visits (referrals rows) and
 * sign-ups (user_referrals rows) per code within the period, conversion = signups / visits ×
 * 100 to one decimal, sorted by visits (most first), one page at a time. Only the page of
 * figures leaves the database, never the visit rows.
 */
import type { AdminReferralsResponse, ReferralPeriod } from '@pitchwise/contract'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { pageInfo } from '../../shared/present.ts'

/** The period's start: null for lifetime; "today" starts at midnight UTC. */
function periodStart(period: ReferralPeriod): RawBuilder<Date> | null {
  switch (period) {
    case 'lifetime':
      return null
    case '30days':
      return sql<Date>`now() - interval '30 days'`
    case '7days':
      return sql<Date>`now() - interval '7 days'`
    case 'today':
      return sql<Date>`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`
  }
}

function conversion(signups: number, visits: number): number {
  return visits > 0 ? Math.round((signups * 1000) / visits) / 10 : 0
}

export async function referralAnalytics(
  db: Kysely<Database>,
  query: { period: ReferralPeriod; page: number; pageSize: number },
): Promise<AdminReferralsResponse> {
  const start = periodStart(query.period)
  const since = (column: string) => (start ? sql`${sql.ref(column)} >= ${start}` : sql`true`)
  const result = await sql<{
    code: string
    visits: string | number
    signups: string | number
    conversion_rate: string | number | null
    total_codes: string | number
    total_visits: string | number
    total_signups: string | number
  }>`
    with visits as (
      select code, count(*) as visits from referrals where ${since('created_at')} group by code
    ), signups as (
      select referral_code as code, count(*) as signups from user_referrals where ${since('created_at')} group by referral_code
    ), per_code as (
      select coalesce(v.code, s.code) as code, coalesce(v.visits, 0) as visits, coalesce(s.signups, 0) as signups
      from visits v full outer join signups s on s.code = v.code
    )
    select code, visits, signups,
      case when visits > 0 then round(signups * 100.0 / visits, 1) else 0 end as conversion_rate,
      count(*) over () as total_codes,
      sum(visits) over () as total_visits,
      sum(signups) over () as total_signups
    from per_code
    order by visits desc, signups desc, code
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `.execute(db)
  const rows = result.rows
  let totals = { codes: 0, visits: 0, signups: 0 }
  const first = rows[0]
  if (first) {
    totals = {
      codes: Number(first.total_codes),
      visits: Number(first.total_visits),
      signups: Number(first.total_signups),
    }
  } else if (query.page > 1) {
    // Past the last page: the window totals are not there, so count once more.
    const all = await referralAnalytics(db, { ...query, page: 1, pageSize: 1 })
    totals = { codes: all.total, visits: all.totals.visits, signups: all.totals.signups }
  }
  return {
    ...pageInfo(totals.codes, query.page, query.pageSize),
    period: query.period,
    items: rows.map((row) => ({
      code: row.code,
      visits: Number(row.visits),
      signups: Number(row.signups),
      conversionRate: Number(row.conversion_rate ?? 0),
    })),
    totals: {
      visits: totals.visits,
      signups: totals.signups,
      conversionRate: conversion(totals.signups, totals.visits),
    },
  }
}
