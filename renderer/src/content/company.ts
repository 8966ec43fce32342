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

export const marketing = {
  lifetimeUsers: '35 million',
  appDownloads: '10 million',
  successStories: '7 million',
} as const

/** The other figures, for the pages that show them (not part of the home page's first load). */
export const marketingFacts = {
  profiles: 'over 2 million',
  socialFollowers: '2 million+',
  offices: '15+',
  employees: '1300+',
  unitLifetimeUsers: '5 million',
  unitDownloads: '1 million',
  foundPartners: 'over 6 million',
} as const

export const videoEvent = { matches: 10, hours: 1, minutesEach: 5 } as const

// Terms of use figures (spec section 9).
export const terms = { refundOnDiscontinuity: '50%' } as const
