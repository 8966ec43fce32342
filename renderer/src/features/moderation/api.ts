import { object, string } from 'superstruct'
import { ReportItem, ReportsResponse } from '../../../../shared/api-connections'
import type { DecisionBody } from '../../../../shared/connections'
import { request } from '../../lib/api-client'

export const loadReports = (status: 'open' | 'decided') =>
  request({ method: 'GET', url: 'moderation/reports', params: { status } }, ReportsResponse)

export const decideReport = (id: number, body: DecisionBody) =>
  request(
    { method: 'POST', url: `moderation/reports/${id}/decide`, data: body },
    object({ report: ReportItem }),
  )

/** Lets the profile's managers show it again (it stays hidden until they do). */
export const liftHold = (profileId: number) =>
  request(
    { method: 'POST', url: `moderation/profiles/${profileId}/lift-hold` },
    object({ message: string() }),
  )
