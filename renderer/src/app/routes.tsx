import { Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { paths } from '../../../shared/routes'
import { useT } from '../i18n/use-t'
import { RegisterHead } from '../features/register/register-head'
import { SearchHead } from '../features/search/search-head'
import { RequireMember, RequireSession, RequireStaff } from './guards'
import {
  About,
  Biodata,
  Breaches,
  Offices,
  CandidateRights,
  Careers,
  ConnectionSettings,
  Conversation,
  Conversations,
  Consent,
  Contact,
  CookiePolicy,
  CustomerSupport,
  Dashboard,
  DataRights,
  Grievances,
  Inbox,
  Job,
  Matches,
  MatrimonialForm,
  MatrimonialLogin,
  MemberLogin,
  Moderation,
  MyProfile,
  OfficeAdmin,
  OfficeProfile,
  OpenRoles,
  PhotoReview,
  Privacy,
  PrivacyTips,
  ProfilePage,
  ProfileWizard,
  Register,
  Report,
  ResetPassword,
  Results,
  Safety,
  Search,
  Services,
  Shortlist,
  Stories,
  Story,
  Terms,
  Viewers,
  WriteToUs,
} from './screens'

export { preloadScreen } from './screens'

// Every route but home; what each screen loads (its code and texts) is in ./screens.
// The pages people land on show their first lines (texts in the `landing` area, which a deep link fetches
// with this table) while the rest of their screen downloads: the visitor reads sooner on a slow line.
const registerHead = (
  <div className="container section">
    <RegisterHead />
  </div>
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
          path={paths.conversations}
          element={
            <RequireSession>
              <Conversations />
            </RequireSession>
          }
        />
        <Route
          path="/conversations/:id"
          element={
            <RequireSession>
              <Conversation />
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
          path={paths.breaches}
          element={
            <RequireStaff>
              <Breaches />
            </RequireStaff>
          }
        />
        <Route
          path={paths.offices}
          element={
            <RequireStaff>
              <Offices />
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
