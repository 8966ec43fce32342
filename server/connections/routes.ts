import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { interestRoutes } from './interest-routes'
import { listRoutes } from './list-routes'
import { moderationRoutes } from './moderation-routes'
import { privacyRoutes } from './privacy-routes'

/** The connections domain: interests, contact details, shortlist, blocks, who viewed, reports, news. */
export function connectionRoutes(api: FastifyInstance, ctx: AppContext) {
  interestRoutes(api, ctx)
  privacyRoutes(api, ctx)
  listRoutes(api, ctx)
  moderationRoutes(api, ctx)
}
