import { union } from 'superstruct'
import { ConsentCodeResponse, ConsentLinkResponse, ManagedProfileResponse } from '../../../../shared/api'
import type { CloseReason } from '../../../../shared/profile-sections'
import type { ProfilePatch } from '../../../../shared/schemas/profile'
import { request } from '../../lib/api-client'

const ManagedOrConsent = union([ManagedProfileResponse, ConsentLinkResponse])

export const loadOwnProfile = () => request({ method: 'GET', url: 'me/profile' }, ManagedProfileResponse)

export const loadManagedProfile = (id: number) =>
  request({ method: 'GET', url: `profiles/${id}/manage` }, ManagedProfileResponse)

export const saveProfileFields = (id: number, patch: ProfilePatch) =>
  request({ method: 'PATCH', url: `profiles/${id}`, data: patch }, ManagedProfileResponse)

/** A self-managed profile is published at once; any other sends the candidate a consent link or code. */
export const publishProfile = (id: number, body: { agree?: true; candidateEmail?: string }) =>
  request({ method: 'POST', url: `profiles/${id}/publish`, data: body }, ManagedOrConsent)

export const changeVisibility = (id: number, action: 'hide' | 'unhide') =>
  request({ method: 'POST', url: `profiles/${id}/${action}`, data: {} }, ManagedProfileResponse)

export const closeProfile = (id: number, reason: CloseReason) =>
  request({ method: 'POST', url: `profiles/${id}/close`, data: { reason } }, ManagedProfileResponse)

/** Staff: the printed consent code of one of their office's profiles, shown again (audited). */
export const showConsentCode = (id: number) =>
  request({ method: 'GET', url: `profiles/${id}/consent-code` }, ConsentCodeResponse)

/** Staff: a new consent code; the old code and any e-mailed link stop working (audited). */
export const replaceConsentCode = (id: number) =>
  request({ method: 'POST', url: `profiles/${id}/consent-code`, data: {} }, ConsentCodeResponse)
