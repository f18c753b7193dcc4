/**
 * The endpoints of the safer gambling tools that are not billing's (spending limits are
 * BILLING_ENDPOINTS'): the account's break, its reality-check setting, and the administrators'
 * read-only view (decision 262: server and web bind the same definitions).
 */
import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import {
  AccountBreakResponse,
  AdminSaferGamblingDetail,
  AdminSaferGamblingList,
  AdminSaferGamblingQuery,
  RealityCheckSetting,
  StartBreakBody,
} from './taking-a-break.ts'

export const TAKING_A_BREAK_ENDPOINTS = {
  accountBreak: endpoint({ method: 'GET', path: '/api/account/break', response: AccountBreakResponse }),
  startBreak: endpoint({
    method: 'POST',
    path: '/api/account/break',
    body: StartBreakBody,
    response: AccountBreakResponse,
    status: 201,
  }),
  setRealityCheck: endpoint({
    method: 'PUT',
    path: '/api/account/reality-check',
    body: RealityCheckSetting,
    response: RealityCheckSetting,
  }),
  adminUsers: endpoint({
    method: 'GET',
    path: '/api/admin/safer-gambling/users',
    query: AdminSaferGamblingQuery,
    response: AdminSaferGamblingList,
  }),
  adminUser: endpoint({
    method: 'GET',
    path: '/api/admin/safer-gambling/users/:id',
    params: z.object({ id: z.string().min(1).max(200) }),
    response: AdminSaferGamblingDetail,
  }),
} as const
