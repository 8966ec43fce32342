import { type as looseObject } from 'superstruct'
import type { Struct } from 'superstruct'
import type { BreachNoticeView, BreachReport } from '../../../../shared/breach'
import { request } from '../../lib/api-client'

// Personal-data breaches (server/privacy/breaches.ts): the head-office admin's record and statement for the
// Board, and an affected person's notices.

export interface BreachListItem {
  id: number
  recordedAt: string
  discoveredAt: string
  deadline: string
  overdue: boolean
  affected: number
  noticesDoneAt: string | null
  boardReportedAt: string | null
}

const any = <T>() => looseObject({}) as unknown as Struct<T, unknown>

export const loadBreaches = () =>
  request({ method: 'GET', url: 'admin/breaches' }, any<{ breaches: BreachListItem[] }>())
export const loadBreach = (id: number) =>
  request({ method: 'GET', url: `admin/breaches/${id}` }, any<{ report: BreachReport }>())
export const recordBreach = (body: unknown) =>
  request({ method: 'POST', url: 'admin/breaches', data: body }, any<{ id: number; deadline: string }>())
export const markBoardTold = (id: number) =>
  request({ method: 'POST', url: `admin/breaches/${id}/board`, data: {} }, any<{ boardReportedAt: string }>())
export const loadOffices = () =>
  request(
    { method: 'GET', url: 'admin/offices' },
    any<{ offices: { id: number; name: string; city: string }[] }>(),
  )

export const loadBreachNotices = () =>
  request({ method: 'GET', url: 'me/breach-notices' }, any<{ notices: BreachNoticeView[] }>())
export const dismissBreachNotice = (id: number) =>
  request({ method: 'POST', url: `me/breach-notices/${id}/dismiss`, data: {} }, any<{ ok: boolean }>())
