// The figures and facts of the spec, once (spec sections 1 and 9). Screens and tests import them.
export const company = {
  name: 'Matrimony',
  email: 'help@matrimony.test',
  phone: '+91 80 4000 1996',
  indiaOffice: '4th Floor, Lakeview Tech Park, Outer Ring Road, Bengaluru 560103, Karnataka, India',
  ukOffice: '21 Kingsbridge Road, London W10 6PU, United Kingdom',
  copyrightFrom: 1996,
  copyrightTo: 2024,
} as const

/** The rest of the facts, for the pages that show them (not part of the home page's first load). */
export const companyFacts = {
  writeToUsEmail: 'writetous@matrimony.test',
  website: 'www.matrimony.test',
  founded: 2018,
  trustedSince: 1996,
  grievanceOfficer: 'Ms. Radhika Menon, Grievance Officer',
  postalAddress:
    'Grievance Officer, Matrimony, 4th Floor, Lakeview Tech Park, Outer Ring Road, Bengaluru 560103, India',
} as const

// Figures in words ("35 million", "3.5 करोड़"): ids of their texts in the catalogs.
export const marketing = {
  lifetimeUsers: 'common.figures.lifetimeUsers',
  appDownloads: 'common.figures.appDownloads',
  successStories: 'common.figures.successStories',
} as const

/** The other figures, for the pages that show them (not part of the home page's first load). */
export const marketingFacts = {
  profiles: 'site.figures.profiles',
  socialFollowers: 'site.figures.socialFollowers',
  offices: '15+',
  employees: '1300+',
  unitLifetimeUsers: 'site.figures.unitLifetimeUsers',
  unitDownloads: 'site.figures.unitDownloads',
  foundPartners: 'site.figures.foundPartners',
} as const

export const videoEvent = { matches: 10, hours: 1, minutesEach: 5 } as const

// Terms of use figures (spec section 9).
export const terms = { refundOnDiscontinuity: '50%' } as const
