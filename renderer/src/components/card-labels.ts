import type { Reaction } from '../../../shared/connections'
import type { MessageId } from '../i18n/keys'
import type { Translate } from '../i18n/use-t'

// What the profile cards of search, matches, the shortlist, the inbox and the viewers list read: the server
// sends stored English words (who created a profile, "City, State, Country"); people read them translated.

/**
 * The stored answers yes / maybe / no are shortlist actions, named Shortlist, Maybe later and Not for me on
 * every button: none of them tells the other family anything (only Send interest does).
 */
export const reactionIds: Record<Reaction, MessageId> = {
  yes: 'discover.reaction.yes',
  maybe: 'discover.reaction.maybe',
  no: 'discover.reaction.no',
}

/** The Shortlist page's list that keeps each answer (Shortlisted, Maybe later, Not for me). */
export const reactionListIds: Record<Reaction, MessageId> = {
  yes: 'discover.shortlist.interested',
  maybe: 'discover.shortlist.maybe',
  no: 'discover.shortlist.hidden',
}

// The stored "created by" words (server/profiles): anything else is shown as stored.
const createdByIds: Record<string, MessageId> = {
  Self: 'discover.card.createdBy.self',
  'Family or friend': 'discover.card.createdBy.family',
  'Matchmaking office': 'discover.card.createdBy.office',
}

export const createdByLabel = (t: Translate, createdBy: string) =>
  createdByIds[createdBy] ? t(createdByIds[createdBy]) : createdBy

/** "Chennai, Tamil Nadu, India": each place from the `places` catalog (the screen loads that area). */
export const placeLabel = (t: Translate, location: string) =>
  location
    .split(', ')
    .map((part) => t.label(part))
    .join(', ')
