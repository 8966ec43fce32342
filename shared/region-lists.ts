// Countries whose list of states or regions (shared/places.ts) is complete: there the region is a closed
// choice and required; elsewhere it is optional free text with our partial list as suggestions (issue 22).
// Kept apart, without imports, because completeness (shared/profile-sections.ts) asks it on every screen.
export const wholeRegionLists: ReadonlySet<string> = new Set([
  'india',
  'usa',
  'uk',
  'canada',
  'australia',
  'uae',
  'singapore',
  'new-zealand',
  'qatar',
  'kuwait',
  'bahrain',
  'fiji',
  'nepal',
  'sri-lanka',
  'bangladesh',
  'germany',
  'malaysia',
  'saudi-arabia',
  'oman',
  'south-africa',
  'netherlands',
  'mauritius',
])

export const hasWholeRegionList = (country: unknown): boolean =>
  typeof country === 'string' && wholeRegionLists.has(country)
