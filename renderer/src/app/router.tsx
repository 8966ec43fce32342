import type { ComponentType } from 'react'
import { createBrowserRouter, createHashRouter, Navigate } from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { paths } from '../../../shared/routes'
import { HomeScreen } from '../features/home/home-screen'
import { setSessionLostHandler } from '../lib/api-client'
import { useHashRouter } from '../lib/platform'
import { RequireSession } from './guards'
import { Layout } from './layout/layout'
import { RouteError } from './route-error'

// Screens load on demand, so the home page's first load carries only itself and the layout.
const screen = (load: () => Promise<ComponentType>, guarded = false): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Component = await load()
    return {
      Component: guarded
        ? () => (
            <RequireSession>
              <Component />
            </RequireSession>
          )
        : Component,
    }
  },
})

const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: paths.home, element: <HomeScreen /> },
      {
        path: paths.about,
        ...screen(() => import('../features/about/about-screen').then((m) => m.AboutScreen)),
      },
      {
        path: paths.about2,
        ...screen(() => import('../features/about/about-screen').then((m) => m.AboutScreen)),
      },
      {
        path: paths.services,
        ...screen(() => import('../features/about/services-screen').then((m) => m.ServicesScreen)),
      },
      {
        path: paths.stories,
        ...screen(() => import('../features/stories/stories-screen').then((m) => m.StoriesScreen)),
      },
      {
        path: '/story/:id',
        ...screen(() => import('../features/stories/story-screen').then((m) => m.StoryScreen)),
      },
      {
        path: paths.career,
        ...screen(() => import('../features/careers/careers-screen').then((m) => m.CareersScreen)),
      },
      {
        path: paths.openRoles,
        ...screen(() => import('../features/careers/open-roles-screen').then((m) => m.OpenRolesScreen)),
      },
      {
        path: '/open-roles/:id',
        ...screen(() => import('../features/careers/job-screen').then((m) => m.JobScreen)),
      },
      {
        path: paths.contact,
        ...screen(() => import('../features/help/contact-screen').then((m) => m.ContactScreen)),
      },
      {
        path: paths.customerSupport,
        ...screen(() =>
          import('../features/help/customer-support-screen').then((m) => m.CustomerSupportScreen),
        ),
      },
      {
        path: paths.online,
        ...screen(() => import('../features/help/safety-screen').then((m) => m.SafetyScreen)),
      },
      {
        path: paths.report,
        ...screen(() => import('../features/help/report-screen').then((m) => m.ReportScreen)),
      },
      {
        path: paths.writeToUs,
        ...screen(() => import('../features/help/write-to-us-screen').then((m) => m.WriteToUsScreen)),
      },
      {
        path: paths.terms,
        ...screen(() => import('../features/legal/terms-screen').then((m) => m.TermsScreen)),
      },
      {
        path: paths.privacy,
        ...screen(() => import('../features/legal/privacy-screen').then((m) => m.PrivacyScreen)),
      },
      {
        path: paths.privacyAlt,
        ...screen(() => import('../features/legal/privacy-screen').then((m) => m.PrivacyScreen)),
      },
      {
        path: paths.privacyTips,
        ...screen(() => import('../features/legal/privacy-tips-screen').then((m) => m.PrivacyTipsScreen)),
      },
      {
        path: paths.cookiePolicy,
        ...screen(() => import('../features/legal/cookie-policy-screen').then((m) => m.CookiePolicyScreen)),
      },
      {
        path: paths.login,
        ...screen(() => import('../features/session/member-login-screen').then((m) => m.MemberLoginScreen)),
      },
      {
        path: paths.register,
        ...screen(() => import('../features/register/register-screen').then((m) => m.RegisterScreen)),
      },
      {
        path: paths.profile,
        ...screen(() =>
          import('../features/profile-wizard/profile-wizard-screen').then((m) => m.ProfileWizardScreen),
        ),
      },
      {
        path: paths.search,
        ...screen(() => import('../features/search/search-screen').then((m) => m.SearchScreen)),
      },
      {
        path: paths.searchResult,
        ...screen(() => import('../features/search/results-screen').then((m) => m.ResultsScreen)),
      },
      {
        path: paths.matrimonialLogin,
        ...screen(() =>
          import('../features/session/matrimonial-login-screen').then((m) => m.MatrimonialLoginScreen),
        ),
      },
      {
        path: paths.resetPassword,
        ...screen(() =>
          import('../features/session/reset-password-screen').then((m) => m.ResetPasswordScreen),
        ),
      },
      {
        path: paths.matrimonialForm,
        ...screen(
          () =>
            import('../features/matrimonial-form/matrimonial-form-screen').then(
              (m) => m.MatrimonialFormScreen,
            ),
          true,
        ),
      },
      {
        path: paths.dashboard,
        ...screen(
          () => import('../features/dashboard/dashboard-screen').then((m) => m.DashboardScreen),
          true,
        ),
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]

export const router = (useHashRouter ? createHashRouter : createBrowserRouter)(routes)

setSessionLostHandler((to) => void router.navigate(to, { replace: true }))
