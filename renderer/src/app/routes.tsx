import { lazy, Suspense } from 'react'
import type { ComponentType } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import type { Area, Locale } from '../../../shared/i18n'
import { paths } from '../../../shared/routes'
import { i18n, loadArea } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { RegisterHead } from '../features/register/register-head'
import { SearchHead } from '../features/search/search-head'
import { RequireMember, RequireSession, RequireStaff } from './guards'
import { setOtherLoaders } from 'virtual:catalogs'
import { load as loadOtherCatalogs } from 'virtual:catalogs/rest'

// Every route but home: loaded with the first page that is not home (main.tsx starts it together with the
// texts, so a deep link waits no longer), so the home page's first load carries none of this table.
// A screen's texts (its catalog areas in the current language) download together with its code.
// The other areas' loaders come with this table: the screens below fetch their texts beside their code.
setOtherLoaders(loadOtherCatalogs)

const screen = <P extends object>(
  areas: Area[],
  load: () => Promise<ComponentType<P>>,
  start: () => Promise<void> = () => Promise.resolve(),
) =>
  lazy(() =>
    start().then(() =>
      Promise.all([
        load(),
        ...areas.map((area) => loadArea(i18n.locale as Locale, area).catch(() => undefined)),
      ]).then(([Component]) => ({ default: Component })),
    ),
  )

// A landing page's first lines (its Suspense fallback) are painted before its screen starts downloading: on a
// slow phone the visitor reads the heading while the form arrives (about 0.5 s sooner than with the whole
// screen). The download starts one frame later (or after 50 ms in a tab that does not paint).
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 50)
  })

// The pages people land on show their first lines (texts in the `landing` area, which a deep link fetches
// with this table) while the rest of their screen downloads: the visitor reads sooner on a slow line.
const registerHead = (
  <div className="container section">
    <RegisterHead />
  </div>
)

const About = screen(['site'], () => import('../features/about/about-screen').then((m) => m.AboutScreen))
const Services = screen(['site'], () =>
  import('../features/about/services-screen').then((m) => m.ServicesScreen),
)
const Stories = screen(['site'], () =>
  import('../features/stories/stories-screen').then((m) => m.StoriesScreen),
)
const Story = screen(['site', 'messages'], () =>
  import('../features/stories/story-screen').then((m) => m.StoryScreen),
)
const Careers = screen(['site'], () =>
  import('../features/careers/careers-screen').then((m) => m.CareersScreen),
)
const OpenRoles = screen(['site'], () =>
  import('../features/careers/open-roles-screen').then((m) => m.OpenRolesScreen),
)
const Job = screen(['site', 'messages'], () =>
  import('../features/careers/job-screen').then((m) => m.JobScreen),
)
const Contact = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/contact-screen').then((m) => m.ContactScreen),
)
const CustomerSupport = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/customer-support-screen').then((m) => m.CustomerSupportScreen),
)
const Safety = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/safety-screen').then((m) => m.SafetyScreen),
)
const Report = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/report-screen').then((m) => m.ReportScreen),
)
const WriteToUs = screen(['app', 'site', 'messages', 'options'], () =>
  import('../features/help/write-to-us-screen').then((m) => m.WriteToUsScreen),
)
const Terms = screen(['site'], () => import('../features/legal/terms-screen').then((m) => m.TermsScreen))
const Privacy = screen(['site'], () =>
  import('../features/legal/privacy-screen').then((m) => m.PrivacyScreen),
)
const PrivacyTips = screen(['site'], () =>
  import('../features/legal/privacy-tips-screen').then((m) => m.PrivacyTipsScreen),
)
const CookiePolicy = screen(['site'], () =>
  import('../features/legal/cookie-policy-screen').then((m) => m.CookiePolicyScreen),
)
const MemberLogin = screen(['app', 'account', 'messages'], () =>
  import('../features/session/member-login-screen').then((m) => m.MemberLoginScreen),
)
const Register = screen(
  ['app', 'account', 'messages', 'options', 'places'],
  () => import('../features/register/register-screen').then((m) => m.RegisterScreen),
  afterPaint,
)
const ProfileWizard = screen(['app', 'profile', 'messages', 'options', 'places'], () =>
  import('../features/my-profile/profile-wizard-screen').then((m) => m.ProfileWizardScreen),
)
const Search = screen(
  ['app', 'discover', 'options', 'places'],
  () => import('../features/search/search-screen').then((m) => m.SearchScreen),
  afterPaint,
)
const Results = screen(['app', 'discover', 'options', 'places', 'messages'], () =>
  import('../features/search/results-screen').then((m) => m.ResultsScreen),
)
const MatrimonialLogin = screen(['app', 'account', 'messages'], () =>
  import('../features/session/matrimonial-login-screen').then((m) => m.MatrimonialLoginScreen),
)
const ResetPassword = screen(['app', 'account', 'messages'], () =>
  import('../features/session/reset-password-screen').then((m) => m.ResetPasswordScreen),
)
const MatrimonialForm = screen(['app', 'office', 'messages', 'options', 'places'], () =>
  import('../features/matrimonial-form/matrimonial-form-screen').then((m) => m.MatrimonialFormScreen),
)
const MyProfile = screen(['app', 'profile', 'messages', 'options', 'places', 'discover'], () =>
  import('../features/my-profile/my-profile-screen').then((m) => m.MyProfileScreen),
)
const OfficeProfile = screen(['app', 'profile', 'messages', 'options', 'places', 'discover'], () =>
  import('../features/my-profile/office-profile-screen').then((m) => m.OfficeProfileScreen),
)
const ProfilePage = screen(['app', 'discover', 'messages', 'options', 'places'], () =>
  import('../features/profile-page/profile-page-screen').then((m) => m.ProfilePageScreen),
)
const Matches = screen(['discover', 'options', 'places', 'messages'], () =>
  import('../features/matches/matches-screen').then((m) => m.MatchesScreen),
)
const Inbox = screen(['app', 'discover', 'messages', 'places'], () =>
  import('../features/inbox/inbox-screen').then((m) => m.InboxScreen),
)
const Shortlist = screen(['discover', 'options', 'places', 'messages'], () =>
  import('../features/shortlist/shortlist-screen').then((m) => m.ShortlistScreen),
)
const ConnectionSettings = screen(['app', 'discover', 'messages', 'options', 'places'], () =>
  import('../features/connections/settings-screen').then((m) => m.SettingsScreen),
)
const Viewers = screen(['app', 'discover', 'messages', 'options', 'places'], () =>
  import('../features/connections/viewers-screen').then((m) => m.ViewersScreen),
)
const Moderation = screen(['app', 'office', 'messages', 'options'], () =>
  import('../features/moderation/moderation-screen').then((m) => m.ModerationScreen),
)
const PhotoReview = screen(['app', 'office', 'messages', 'options'], () =>
  import('../features/photo-moderation/photo-moderation-screen').then((m) => m.PhotoModerationScreen),
)
const Consent = screen(['app', 'account', 'messages'], () =>
  import('../features/consent/consent-screen').then((m) => m.ConsentScreen),
)
const Dashboard = screen(['app', 'office', 'messages', 'options', 'places'], () =>
  import('../features/dashboard/dashboard-screen').then((m) => m.DashboardScreen),
)
const DataRights = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/data-rights').then((m) => m.DataRightsSections),
)
const CandidateRights = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/candidate-rights').then((m) => m.CandidateRights),
)
const Biodata = screen(['app', 'profile', 'messages', 'options', 'places'], () =>
  import('../features/privacy/biodata-screen').then((m) => m.BiodataScreen),
)
const OfficeAdmin = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/office-admin-screen').then((m) => m.OfficeAdminScreen),
)
const Grievances = screen(['app', 'profile', 'messages'], () =>
  import('../features/privacy/grievances-screen').then((m) => m.GrievancesScreen),
)
function SectionLoading() {
  const t = useT()
  return <p role="status">{t('common.loading')}</p>
}
const sectionLoading = <SectionLoading />

/** The route table (spec section 2) after home; paths come from shared/routes.ts. */
export function OtherRoutes() {
  return (
    <Routes>
      <Route>
        <Route path={paths.about} element={<About />} />
        <Route path={paths.about2} element={<About />} />
        <Route path={paths.services} element={<Services />} />
        <Route path={paths.stories} element={<Stories />} />
        <Route path="/story/:id" element={<Story />} />
        <Route path={paths.career} element={<Careers />} />
        <Route path={paths.openRoles} element={<OpenRoles />} />
        <Route path="/open-roles/:id" element={<Job />} />
        <Route path={paths.contact} element={<Contact />} />
        <Route path={paths.customerSupport} element={<CustomerSupport />} />
        <Route path={paths.online} element={<Safety />} />
        <Route path={paths.report} element={<Report />} />
        <Route path={paths.writeToUs} element={<WriteToUs />} />
        <Route path={paths.terms} element={<Terms />} />
        <Route path={paths.privacy} element={<Privacy />} />
        <Route path={paths.privacyAlt} element={<Privacy />} />
        <Route path={paths.privacyTips} element={<PrivacyTips />} />
        <Route path={paths.cookiePolicy} element={<CookiePolicy />} />
        <Route path={paths.login} element={<MemberLogin />} />
        <Route
          path={paths.register}
          element={
            <Suspense fallback={registerHead}>
              <Register />
            </Suspense>
          }
        />
        <Route
          path={paths.profile}
          element={
            <RequireMember>
              <ProfileWizard />
            </RequireMember>
          }
        />
        <Route
          path={paths.myProfile}
          element={
            <RequireMember>
              <MyProfile />
            </RequireMember>
          }
        />
        <Route
          path={paths.matches}
          element={
            <RequireSession>
              <Matches />
            </RequireSession>
          }
        />
        <Route
          path={paths.inbox}
          element={
            <RequireSession>
              <Inbox />
            </RequireSession>
          }
        />
        <Route
          path={paths.shortlist}
          element={
            <RequireSession>
              <Shortlist />
            </RequireSession>
          }
        />
        <Route
          path={paths.connectionSettings}
          element={
            <RequireSession>
              <ConnectionSettings>
                <Suspense fallback={sectionLoading}>
                  <DataRights />
                </Suspense>
              </ConnectionSettings>
            </RequireSession>
          }
        />
        <Route
          path={paths.profileViewers}
          element={
            <RequireSession>
              <Viewers />
            </RequireSession>
          }
        />
        <Route
          path={paths.moderation}
          element={
            <RequireStaff>
              <Moderation />
            </RequireStaff>
          }
        />
        <Route
          path={paths.photoReview}
          element={
            <RequireStaff>
              <PhotoReview />
            </RequireStaff>
          }
        />
        <Route path="/profiles/:id" element={<ProfilePage />} />
        <Route
          path="/profiles/:id/biodata"
          element={
            <RequireSession>
              <Biodata />
            </RequireSession>
          }
        />
        <Route
          path={paths.officeAdmin}
          element={
            <RequireStaff>
              <OfficeAdmin />
            </RequireStaff>
          }
        />
        <Route
          path={paths.grievances}
          element={
            <RequireStaff>
              <Grievances />
            </RequireStaff>
          }
        />
        <Route path={paths.consent} element={<Consent />} />
        <Route
          path="/office/profiles/:id"
          element={
            <RequireStaff>
              <OfficeProfile>
                <Suspense fallback={sectionLoading}>
                  <CandidateRights />
                </Suspense>
              </OfficeProfile>
            </RequireStaff>
          }
        />
        <Route
          path={paths.search}
          element={
            <Suspense fallback={<SearchHead />}>
              <Search />
            </Suspense>
          }
        />
        <Route path={paths.searchResult} element={<Results />} />
        <Route path={paths.matrimonialLogin} element={<MatrimonialLogin />} />
        <Route path={paths.resetPassword} element={<ResetPassword />} />
        <Route
          path={paths.matrimonialForm}
          element={
            <RequireStaff>
              <MatrimonialForm />
            </RequireStaff>
          }
        />
        <Route
          path={paths.dashboard}
          element={
            <RequireStaff>
              <Dashboard />
            </RequireStaff>
          }
        />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  )
}
