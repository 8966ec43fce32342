import type { Locale } from '../../shared/i18n'
import type { ServerConfig } from '../config'
import { say } from '../i18n'

/** The grievance officer's name and contact (configuration), as a line under every notice we e-mail. */
export const officerLine = (locale: Locale, config: Pick<ServerConfig, 'grievanceOfficer'>) =>
  say(locale, 'server.email.officer', { ...config.grievanceOfficer })
