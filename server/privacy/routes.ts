import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { biodataRoutes } from './biodata'
import { breachRoutes } from './breaches'
import { consentRecordRoutes } from './consents'
import { deletionRoutes } from './deletion'
import { exportRoutes } from './export'
import { grievanceRoutes } from './grievances'
import { nominationRoutes } from './nomination'
import { noticeRoutes } from './notice'
import { staffRoutes } from './staff'

/** The privacy domain: consent records, export, deletion and its job, grievances, biodata, staff and audit. */
export function dataRightsRoutes(api: FastifyInstance, ctx: AppContext) {
  consentRecordRoutes(api, ctx)
  exportRoutes(api, ctx)
  deletionRoutes(api, ctx)
  grievanceRoutes(api, ctx)
  biodataRoutes(api, ctx)
  staffRoutes(api, ctx)
  noticeRoutes(api, ctx)
  nominationRoutes(api, ctx)
  breachRoutes(api, ctx)
}
