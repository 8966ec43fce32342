// The time the connections domain reads: tests replace `clock.now` to move a day, 30 days or 90 days on.
export const clock = {
  now: (): Date => new Date(),
}

export const clockIso = () => clock.now().toISOString()

/** The time `days` days after (or, negative, before) the clock's now. */
export const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString()
