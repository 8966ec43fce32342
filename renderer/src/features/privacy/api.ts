import { NomineeChangedResponse, NomineeResponse } from '../../../../shared/nomination'
import type { NomineeBody } from '../../../../shared/nomination'
import type { NoticeShown } from '../../../../shared/notice'
import { string, type as looseObject, unknown } from 'superstruct'
import type { Struct } from 'superstruct'
import {
  AuditResponse,
  BiodataResponse,
  ConsentChangedResponse,
  ConsentsResponse,
  DeletionChangedResponse,
  DeletionState,
  GrievanceResponse,
  GrievancesResponse,
  StaffAddedResponse,
  StaffChangedResponse,
  StaffResponse,
} from '../../../../shared/privacy'
import type { ConsentKind, GrievanceUpdateBody, NewStaffBody } from '../../../../shared/privacy'
import { request } from '../../lib/api-client'
import { actingParams } from '../../lib/shortlist-api'

// The privacy domain's calls (server/privacy): a member's consents, export and deletion; the office's
// candidate export and deletion, grievances, staff and audit log; the printable biodata.

const get = <T>(url: string, struct: Struct<T, unknown>, params?: Record<string, unknown>) =>
  request({ method: 'GET', url, params }, struct)
const post = <T>(url: string, struct: Struct<T, unknown>, data: unknown = {}) =>
  request({ method: 'POST', url, data }, struct)

export const loadConsents = () => get('privacy/consents', ConsentsResponse)
/** A consent given goes with the privacy notice shown on the same page (its version and language). */
export const changeConsent = (kind: ConsentKind, action: 'give' | 'withdraw', notice: NoticeShown | null) =>
  post(
    `privacy/consents/${kind}/${action}`,
    ConsentChangedResponse,
    action === 'give' ? { agree: true, ...(notice ? { notice } : {}) } : {},
  )

/** The export file: any JSON object that says what it is. */
const ExportFile = looseObject({ format: string(), exportedAt: string(), profile: unknown() })
export const exportMyData = () => get('privacy/export', ExportFile)
export const exportProfile = (id: number) => get(`profiles/${id}/export`, ExportFile)

export const loadDeletion = () => get('privacy/deletion', DeletionState)
export const deleteMyAccount = () => post('privacy/deletion', DeletionChangedResponse, { confirm: true })
export const cancelMyDeletion = () => post('privacy/deletion/cancel', DeletionChangedResponse)
export const loadProfileDeletion = (id: number) => get(`profiles/${id}/deletion`, DeletionState)
export const deleteForCandidate = (id: number, note: string) =>
  post(`profiles/${id}/deletion`, DeletionChangedResponse, { note })
export const cancelProfileDeletion = (id: number) =>
  post(`profiles/${id}/deletion/cancel`, DeletionChangedResponse)

export const loadGrievances = (state: 'open' | 'resolved') => get('grievances', GrievancesResponse, { state })
export const updateGrievance = (id: number, body: GrievanceUpdateBody) =>
  post(`grievances/${id}`, GrievanceResponse, body)

export const loadStaff = () => get('office/staff', StaffResponse)
export const addStaff = (body: NewStaffBody) => post('office/staff', StaffAddedResponse, body)
export const setStaffEnabled = (id: number, enabled: boolean) =>
  post(`office/staff/${id}/${enabled ? 'enable' : 'disable'}`, StaffChangedResponse)

export interface AuditFilters {
  action?: string
  profile?: string
  staff?: string
  from?: string
  to?: string
}
export const loadAudit = (filters: AuditFilters, before?: number) =>
  get('office/audit', AuditResponse, {
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
    ...(before ? { before } : {}),
  })

/** Staff open a match's biodata for the profile they act for (`?as=`); members for their own. */
export const loadBiodata = (id: number) =>
  request({ method: 'GET', url: `profiles/${id}/biodata`, params: actingParams() }, BiodataResponse)

export const loadNominee = () => get('privacy/nominee', NomineeResponse)
export const saveNominee = (body: NomineeBody) =>
  request({ method: 'PUT', url: 'privacy/nominee', data: body }, NomineeChangedResponse)
export const removeNominee = () =>
  request({ method: 'DELETE', url: 'privacy/nominee' }, NomineeChangedResponse)
