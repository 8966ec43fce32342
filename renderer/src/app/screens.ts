import { lazy } from 'react'
import type { ComponentType } from 'react'
import type { Area, Locale } from '../../../shared/i18n'
import { i18n, initialLocale, loadArea } from '../i18n/i18n'
import { startEarlyRead } from '../lib/early-read'
import { getSession } from '../lib/session-state'
import { setOtherLoaders } from 'virtual:catalogs'
import { load as loadOtherCatalogs } from 'virtual:catalogs/rest'

// The screens of every route but home, each loaded when first shown; this module comes with the route table
// (./routes), which the first page that is not home loads (main.tsx starts it together with the texts), so
// the home page's first load carries none of it. A screen's texts (its catalog areas in the current
// language) download together with its code: the other areas' loaders come with this module.
setOtherLoaders(loadOtherCatalogs)

const screen = <P extends object>(
  areas: Area[],
  load: () => Promise<ComponentType<P>>,
  start: () => Promise<void> = () => Promise.resolve(),
) => {
  type Loaded = { default: ComponentType<P> }
  let loaded: Loaded | undefined
  let loading: Promise<Loaded> | undefined
  // Before the first render (a deep link: preloadScreen) the language is the one the page starts in.
  const preload = () =>
    (loading ??= start()
      .then(() =>
        Promise.all([
          load(),
          ...areas.map((area) =>
            loadArea((i18n.locale || initialLocale()) as Locale, area).catch(() => undefined),
          ),
        ]),
      )
      .then(([Component]) => (loaded = { default: Component }))
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))
  // Once loaded, React gets it at once: a thenable that answers synchronously does not suspend.
  const Screen = lazy(
    () =>
      (loaded ? { then: (resolve: (m: Loaded) => void) => resolve(loaded!) } : preload()) as Promise<Loaded>,
  )
  return Object.assign(Screen, { preload })
}

// A landing page's first lines (its Suspense fallback) are painted before its screen starts downloading: on a
// slow phone the visitor reads the heading while the form arrives (about 0.5 s sooner than with the whole
// screen). The download starts one frame later (or after 50 ms in a tab that does not paint).
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 50)
  })

export const About = screen(['site'], () =>
  import('../features/about/about-screen').then((m) => m.AboutScreen),
)
export const Services = screen(['site'], () =>
  import('../features/about/services-screen').then((m) => m.ServicesScreen),
)
export const Stories = screen(['site'], () =>
  import('../features/stories/stories-screen').then((m) => m.StoriesScreen),
)
export const Story = screen(['site', 'messages'], () =>
  import('../features/stories/story-screen').then((m) => m.StoryScreen),
)
export const Careers = screen(['site'], () =>
  import('../features/careers/careers-screen').then((m) => m.CareersScreen),
)
export const OpenRoles = screen(['site'], () =>
  import('../features/careers/open-roles-screen').then((m) => m.OpenRolesScreen),
)
export const Job = screen(['site', 'messages'], () =>
  import('../features/careers/job-screen').then((m) => m.JobScreen),
)
export const Contact = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/contact-screen').then((m) => m.ContactScreen),
)
export const CustomerSupport = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/customer-support-screen').then((m) => m.CustomerSupportScreen),
)
export const Safety = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/safety-screen').then((m) => m.SafetyScreen),
)
export const Report = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/report-screen').then((m) => m.ReportScreen),
)
export const WriteToUs = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/write-to-us-screen').then((m) => m.WriteToUsScreen),
)
export const Terms = screen(['site'], () =>
  import('../features/legal/terms-screen').then((m) => m.TermsScreen),
)
export const Privacy = screen(['site', 'notice'], () =>
  import('../features/legal/privacy-screen').then((m) => m.PrivacyScreen),
)
export const PrivacyTips = screen(['site'], () =>
  import('../features/legal/privacy-tips-screen').then((m) => m.PrivacyTipsScreen),
)
export const CookiePolicy = screen(['site'], () =>
  import('../features/legal/cookie-policy-screen').then((m) => m.CookiePolicyScreen),
)
export const MemberLogin = screen(['app', 'account', 'login', 'messages'], () =>
  import('../features/session/member-login-screen').then((m) => m.MemberLoginScreen),
)
export const Register = screen(
  // Step 1's messages and lists come with `account`; every message from step 1 on, the lists and country names
  // (options, places) from step 2 on, the privacy notice's texts with the last step (its own Suspense).
  ['app', 'account'],
  () => import('../features/register/register-screen').then((m) => m.RegisterScreen),
  afterPaint,
)
export const ProfileWizard = screen(['app', 'profile', 'messages', 'options', 'places', 'discover'], () =>
  import('./composed/profile-wizard').then((m) => m.ProfileWizard),
)
// The first screen's texts are the small `partner` area; the criteria's texts, option and place names come
// with the criteria (search-fields.tsx), once a gender is chosen.
export const Search = screen(
  ['app', 'partner'],
  () => import('../features/search/search-screen').then((m) => m.SearchScreen),
  afterPaint,
)
export const Results = screen(['app', 'discover', 'options', 'places', 'messages'], () =>
  import('../features/search/results-screen').then((m) => m.ResultsScreen),
)
export const MatrimonialLogin = screen(['app', 'account', 'login', 'messages'], () =>
  import('../features/session/matrimonial-login-screen').then((m) => m.MatrimonialLoginScreen),
)
export const ResetPassword = screen(['app', 'account', 'login', 'messages'], () =>
  import('../features/session/reset-password-screen').then((m) => m.ResetPasswordScreen),
)
export const MatrimonialForm = screen(['app', 'office', 'messages', 'options', 'places', 'notice'], () =>
  import('../features/matrimonial-form/matrimonial-form-screen').then((m) => m.MatrimonialFormScreen),
)
export const MyProfile = screen(['app', 'profile', 'messages', 'options', 'places', 'discover'], () =>
  import('./composed/my-profile').then((m) => m.MyProfile),
)
export const OfficeProfile = screen(['app', 'profile', 'messages', 'options', 'places', 'discover'], () =>
  import('./composed/office-profile').then((m) => m.OfficeProfile),
)
// A profile page's API read starts beside its code and texts on a first visit, not after them: as soon as
// this table is read on a deep link (before the first render), else when the screen is first asked for
// (lib/early-read.ts; the screen takes it in features/profile-page/api.ts). The server names its code and
// texts in the page (server/web/screen-preloads.ts, which lists the same areas).
const readProfileEarly = () => {
  const id = /^\/profiles\/(\d+)\/?$/.exec(window.location.pathname)?.[1]
  if (id) startEarlyRead(`profiles/${Number(id)}`, `profiles/${Number(id)}?as=visitor`)
}
readProfileEarly()
// Its messages' texts come only with a failure (profile-page-screen.tsx).
export const ProfilePage = screen(['app', 'discover', 'options', 'places'], () => {
  readProfileEarly()
  return import('./composed/profile-page').then((m) => m.ProfilePage)
})
// Its code and texts are named in the page too (server/web/screen-preloads.ts lists the same areas).
export const Matches = screen(['discover', 'options', 'places', 'messages'], () =>
  import('../features/matches/matches-screen').then((m) => m.MatchesScreen),
)
export const Inbox = screen(['app', 'discover', 'messages', 'places'], () =>
  import('../features/inbox/inbox-screen').then((m) => m.InboxScreen),
)
export const Conversations = screen(['app', 'discover', 'messages'], () =>
  import('../features/conversations/conversations-screen').then((m) => m.ConversationsScreen),
)
export const Conversation = screen(['app', 'discover', 'messages'], () =>
  import('../features/conversations/conversation-screen').then((m) => m.ConversationScreen),
)
export const Shortlist = screen(['discover', 'options', 'places', 'messages'], () =>
  import('../features/shortlist/shortlist-screen').then((m) => m.ShortlistScreen),
)
export const ConnectionSettings = screen(['app', 'discover', 'messages', 'options', 'places', 'notice'], () =>
  import('../features/connections/settings-screen').then((m) => m.SettingsScreen),
)
export const Viewers = screen(['app', 'discover', 'messages', 'options', 'places'], () =>
  import('../features/connections/viewers-screen').then((m) => m.ViewersScreen),
)
export const Moderation = screen(['app', 'office', 'messages', 'options'], () =>
  import('../features/moderation/moderation-screen').then((m) => m.ModerationScreen),
)
export const PhotoReview = screen(['app', 'office', 'messages', 'options'], () =>
  import('../features/photo-moderation/photo-moderation-screen').then((m) => m.PhotoModerationScreen),
)
export const Consent = screen(['app', 'consent', 'messages', 'notice'], () =>
  import('../features/consent/consent-screen').then((m) => m.ConsentScreen),
)
export const Dashboard = screen(['app', 'office', 'messages', 'options', 'places'], () =>
  import('../features/dashboard/dashboard-screen').then((m) => m.DashboardScreen),
)
export const DataRights = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/data-rights').then((m) => m.DataRightsSections),
)
export const CandidateRights = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/candidate-rights').then((m) => m.CandidateRights),
)
export const Biodata = screen(['app', 'profile', 'messages', 'options', 'places'], () =>
  import('../features/privacy/biodata-screen').then((m) => m.BiodataScreen),
)
export const OfficeAdmin = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/office-admin-screen').then((m) => m.OfficeAdminScreen),
)
export const Grievances = screen(['app', 'profile', 'messages', 'notice'], () =>
  import('../features/privacy/grievances-screen').then((m) => m.GrievancesScreen),
)
export const Breaches = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/breaches-screen').then((m) => m.BreachesScreen),
)
export const Offices = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/offices-screen').then((m) => m.OfficesScreen),
)

/**
 * A deep link to a profile page, a story, or to Matches with a session: the first render waits for the screen (and its
 * texts), named in the page by the server, so React draws it at once, not a "Loading…" after which it would
 * hold the screen back 300 ms (router.tsx preloadRoutes).
 */
export function preloadScreen(path: string): Promise<unknown> {
  if (/^\/profiles\/\d+\/?$/.test(path)) return ProfilePage.preload()
  if (/^\/matches\/?$/i.test(path) && getSession()) return Matches.preload()
  if (/^\/story\/\d+\/?$/.test(path)) return Story.preload()
  return Promise.resolve()
}
