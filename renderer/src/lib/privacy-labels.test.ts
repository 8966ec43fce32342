import { describe, expect, it } from 'vitest'
import en from '../../../shared/locales/en/profile.json'
import {
  auditActionOptions,
  consentTitles,
  grievanceSourceLabels,
  grievanceStateOptions,
  privacyTitles,
  staffRoleOptions,
} from '../../../shared/privacy'
import {
  auditActionIds,
  consentTextIds,
  consentTitleIds,
  grievanceSourceIds,
  grievanceStateIds,
  methodIds,
  staffRoleIds,
} from './privacy-labels'

// The privacy screens show shared/privacy.ts's English labels through the profile catalog: the English
// catalog must say exactly what the code and the API's records say.

const english = en as Record<string, string>

describe('privacy labels in the profile catalog', () => {
  it('match the shared English labels', () => {
    for (const [kind, title] of Object.entries(consentTitles))
      expect(english[consentTitleIds[kind as keyof typeof consentTitleIds]]).toBe(title)
    for (const o of staffRoleOptions) expect(english[staffRoleIds[o.value]]).toBe(o.label)
    for (const o of auditActionOptions) expect(english[auditActionIds[o.value]]).toBe(o.label)
    for (const o of grievanceStateOptions) expect(english[grievanceStateIds[o.value]]).toBe(o.label)
    for (const [source, label] of Object.entries(grievanceSourceLabels))
      expect(english[grievanceSourceIds[source as keyof typeof grievanceSourceIds]]).toBe(label)
    expect(english['profile.officeAdmin.title']).toBe(privacyTitles.officeAdmin)
    expect(english['profile.grievances.title']).toBe(privacyTitles.grievances)
  })

  it('keep the recorded English of consent texts and methods', () => {
    for (const [text, id] of Object.entries(consentTextIds)) expect(english[id]).toBe(text)
    for (const [method, id] of Object.entries(methodIds)) expect(english[id]).toBe(method)
  })
})
