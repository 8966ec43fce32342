import {
  marketingConsentText,
  privacyConsentText,
  SIGNUP_CONSENT_METHOD,
  termsConsentText,
} from '../../../shared/privacy'
import type {
  AuditAction,
  ConsentKind,
  GrievanceSource,
  GrievanceState,
  StaffRole,
} from '../../../shared/privacy'
import { publishConsentText } from '../../../shared/profile-sections'
import type { MessageId } from '../i18n/keys'
import type { Translate } from '../i18n/use-t'

// The privacy domain's labels (shared/privacy.ts) are English in the code and in the API's records; the
// screens show them in the language on screen through these ids (labels.test.ts keeps the English equal).

export const consentTitleIds: Record<ConsentKind, MessageId> = {
  terms: 'profile.consentTitle.terms',
  privacy: 'profile.consentTitle.privacy',
  publish: 'profile.consentTitle.publish',
  marketing: 'profile.consentTitle.marketing',
}

export const staffRoleIds: Record<StaffRole, MessageId> = {
  staff: 'profile.staffRole.staff',
  admin: 'profile.staffRole.admin',
}

export const auditActionIds: Record<AuditAction, MessageId> = {
  'profile.viewed': 'profile.auditAction.profileViewed',
  'profile.edited': 'profile.auditAction.profileEdited',
  'contact.viewed': 'profile.auditAction.contactViewed',
  'biodata.printed': 'profile.auditAction.biodataPrinted',
  'profile.exported': 'profile.auditAction.profileExported',
  'profile.closed': 'profile.auditAction.profileClosed',
  'deletion.requested': 'profile.auditAction.deletionRequested',
  'deletion.cancelled': 'profile.auditAction.deletionCancelled',
  'profile.erased': 'profile.auditAction.profileErased',
  'staff.added': 'profile.auditAction.staffAdded',
  'staff.disabled': 'profile.auditAction.staffDisabled',
  'staff.enabled': 'profile.auditAction.staffEnabled',
  'grievance.updated': 'profile.auditAction.grievanceUpdated',
  'conversation.read': 'profile.auditAction.conversationRead',
  'message.sent': 'profile.auditAction.messageSent',
  'contact.shared': 'profile.auditAction.contactShared',
  'interest.sent': 'profile.auditAction.interestSent',
  'interest.accepted': 'profile.auditAction.interestAccepted',
  'interest.declined': 'profile.auditAction.interestDeclined',
  'interest.withdrawn': 'profile.auditAction.interestWithdrawn',
  'queue.viewed': 'profile.auditAction.queueViewed',
  'photo.approved': 'profile.auditAction.photoApproved',
  'photo.rejected': 'profile.auditAction.photoRejected',
  'report.decided': 'profile.auditAction.reportDecided',
  'hold.lifted': 'profile.auditAction.holdLifted',
  'office.created': 'profile.auditAction.officeCreated',
  'profile.hidden': 'profile.auditAction.profileHidden',
  'profile.unhidden': 'profile.auditAction.profileUnhidden',
  'office.listed': 'profile.auditAction.officeListed',
  'consent.codeShown': 'profile.auditAction.consentCodeShown',
  'consent.codeReplaced': 'profile.auditAction.consentCodeReplaced',
  'breach.recorded': 'profile.auditAction.breachRecorded',
  'breach.notices.sent': 'profile.auditAction.breachNoticesSent',
  'breach.notified': 'profile.auditAction.breachNotified',
  'breach.read': 'profile.auditAction.breachRead',
  'breach.boardTold': 'profile.auditAction.breachBoardTold',
  'breach.dismissed': 'profile.auditAction.breachDismissed',
  'verification.added': 'profile.auditAction.verificationAdded',
  'verification.revoked': 'profile.auditAction.verificationRevoked',
  'verification.ended': 'profile.auditAction.verificationEnded',
  'photo.originalViewed': 'profile.auditAction.photoOriginalViewed',
}

export const grievanceStateIds: Record<GrievanceState, MessageId> = {
  open: 'profile.grievanceState.open',
  in_progress: 'profile.grievanceState.inProgress',
  resolved: 'profile.grievanceState.resolved',
}

export const grievanceSourceIds: Record<GrievanceSource, MessageId> = {
  'write-to-us': 'profile.grievanceSource.writeToUs',
  report: 'profile.grievanceSource.report',
}

/** How a consent was given or a deletion asked for, as the server records it (English, kept as data). */
export const methodIds: Record<string, MessageId> = {
  [SIGNUP_CONSENT_METHOD]: 'profile.method.registrationWizard',
  Settings: 'profile.method.settings',
  'e-mail link': 'profile.method.emailLink',
  'printed code': 'profile.method.printedCode',
  'ticked on My profile': 'profile.method.myProfile',
  'member in Settings': 'profile.method.memberInSettings',
  'at the office, on the candidate’s request': 'profile.method.atTheOffice',
}

/** The texts a person agrees to: recorded in English with each consent, read in the language on screen. */
export const consentTextIds: Record<string, MessageId> = {
  [termsConsentText]: 'profile.consentText.terms',
  [privacyConsentText]: 'profile.consentText.privacy',
  [marketingConsentText]: 'profile.consentText.marketing',
  [publishConsentText('self')]: 'profile.consentText.publishSelf',
  [publishConsentText('office')]: 'profile.consentText.publishOther',
}

/** A label of one of these lists in the language on screen; a value we do not know, as the server sent it. */
export function labelIn(t: Translate, ids: Record<string, MessageId>, value: string, fallback = value) {
  const id = Object.hasOwn(ids, value) ? ids[value] : undefined
  return id ? t(id) : fallback
}
