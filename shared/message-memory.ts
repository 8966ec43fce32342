// How a message made with values is remembered, so that either side can say it in another language
// (shared/messages.ts holds the messages themselves).

export interface MessageDescriptor {
  id: string
  values?: Record<string, string | number>
}

// Texts made with values remember how they were made, so that either side can say them in another language.
// said(): values from our own limits and labels (a maximum, a field's label), a few hundred texts at most, made
// once and kept (the structs make theirs when they load). told(): values from the database (names, days,
// numbers), made per answer; the latest TOLD_MAX are kept, the longest unused going first, so a text just made
// is still known when the API translates its answer. A value named `date` is a day (YYYY-MM-DD) that the
// English text writes in words (dayInWords); translations write it in their own.
const made = new Map<string, MessageDescriptor>()
const MADE_MAX = 5000
const toldTexts = new Map<string, MessageDescriptor>()
const TOLD_MAX = 5000

export function said(id: string, values: Record<string, string | number>, english: string): string {
  if (!made.has(english) && made.size < MADE_MAX) made.set(english, { id, values })
  return english
}

export function told(id: string, values: Record<string, string | number>, english: string): string {
  toldTexts.delete(english)
  if (toldTexts.size >= TOLD_MAX) toldTexts.delete(toldTexts.keys().next().value!)
  toldTexts.set(english, { id, values })
  return english
}

/** The id and values a text was made with by said() or told(); undefined for any other text. */
export const rememberedMessage = (text: string): MessageDescriptor | undefined =>
  made.get(text) ?? toldTexts.get(text)

// Tables of fixed messages (id → English text) as they load: shared/basic-messages.ts with the first form, all
// of shared/messages.ts with the screens that need them. The browser describes a text from those it has.
const tables: Record<string, unknown>[] = []
const byText = new Map<string, string>()

export function knownMessages(table: Record<string, unknown>) {
  tables.push(table)
  byText.clear()
}

/** The id and values of a message of any table loaded so far (the first table that has it), or remembered. */
export function describeKnown(text: string): MessageDescriptor | undefined {
  const withValues = rememberedMessage(text)
  if (withValues) return withValues
  if (!byText.size)
    for (const table of tables)
      for (const [id, value] of Object.entries(table))
        if (typeof value === 'string' && !byText.has(value)) byText.set(value, id)
  const id = byText.get(text)
  return id ? { id } : undefined
}
