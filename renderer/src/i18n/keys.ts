import type app from '../../../shared/locales/en/app.json'
import type account from '../../../shared/locales/en/account.json'
import type common from '../../../shared/locales/en/common.json'
import type discover from '../../../shared/locales/en/discover.json'
import type landing from '../../../shared/locales/en/landing.json'
import type office from '../../../shared/locales/en/office.json'
import type profile from '../../../shared/locales/en/profile.json'
import type site from '../../../shared/locales/en/site.json'
import type notice from '../../../shared/locales/en/notice.json'
import type consent from '../../../shared/locales/en/consent.json'
import type partner from '../../../shared/locales/en/partner.json'
import type login from '../../../shared/locales/en/login.json'

/** Every screen text's id, from the English catalogs: a missing id is a type error. */
export type MessageId =
  | keyof typeof common
  | keyof typeof landing
  | keyof typeof app
  | keyof typeof site
  | keyof typeof account
  | keyof typeof discover
  | keyof typeof profile
  | keyof typeof office
  | keyof typeof notice
  | keyof typeof consent
  | keyof typeof partner
  | keyof typeof login
