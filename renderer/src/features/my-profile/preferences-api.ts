import { boolean, object } from 'superstruct'
import { Preferences } from '../../../../shared/preferences'
import type { Preferences as PreferencesValue } from '../../../../shared/preferences'
import { request } from '../../lib/api-client'

const PreferencesResponse = object({ preferences: Preferences, isDefault: boolean() })

export const loadPreferences = (id: number) =>
  request({ method: 'GET', url: `profiles/${id}/preferences` }, PreferencesResponse)

export const savePreferences = (id: number, preferences: PreferencesValue) =>
  request({ method: 'PUT', url: `profiles/${id}/preferences`, data: preferences }, PreferencesResponse)
