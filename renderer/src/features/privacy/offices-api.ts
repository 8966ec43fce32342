import { type as looseObject } from 'superstruct'
import type { Struct } from 'superstruct'
import type { NewOfficeBody } from '../../../../shared/privacy'
import { request } from '../../lib/api-client'

// The head office's offices (server/accounts/offices.ts): the list, and a new office with its first admin.

export interface OfficeListItem {
  id: number
  name: string
  city: string
  createdAt: string
  staff: number
}

const any = <T>() => looseObject({}) as unknown as Struct<T, unknown>

export const loadOfficeList = () =>
  request({ method: 'GET', url: 'admin/offices' }, any<{ offices: OfficeListItem[] }>())
export const createOffice = (body: NewOfficeBody) =>
  request(
    { method: 'POST', url: 'admin/offices', data: body },
    any<{ message: string; office: { id: number; name: string; city: string } }>(),
  )
