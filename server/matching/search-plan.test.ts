import { describe, expect, it } from 'vitest'
import { planSearch } from './search-plan'
import type { SearchShape, ShapeRow } from './search-plan'

// Skewed like the sample data at a million: women born 1993 to 2004, men 1989 to 2001, heights apart; the
// criteria a window leaves are what the estimate must see, or a walk reads every row of a gender.
function shape(): ShapeRow[] {
  const rows: ShapeRow[] = []
  const add = (gender: string, from: number, to: number, heights: number[], perYear: number) => {
    for (let year = from; year <= to; year++)
      for (let month = 1; month <= 12; month++)
        for (const height of heights)
          rows.push({
            gender,
            month: `${year}-${String(month).padStart(2, '0')}`,
            height,
            n: Math.round(perYear / 12 / heights.length),
          })
  }
  add('female', 1993, 2004, [58, 60, 62, 64, 66], 500_000 / 12)
  // A thin tail: a few hundred women born in 1989 and 1990.
  add('female', 1989, 1990, [60], 150)
  add('male', 1989, 2001, [64, 66, 68, 70, 72], 500_000 / 13)
  return rows
}

const today = '2026-11-27'
const born = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`
/** A gender and an age window as search turns it into dates of birth. */
const search = (gender: string, from: number, to: number, more: Partial<SearchShape> = {}): SearchShape => ({
  gender,
  onOrBefore: born(from),
  after: born(to + 1),
  shares: [],
  indexedShares: [],
  walkRows: 500_000,
  ...more,
})

describe('planning a search from the shape of the data', () => {
  const rows = shape()

  it('reads an age window that holds none of a gender’s rows from its index, never by a walk', () => {
    const women = planSearch(rows, search('female', 38, 41))
    expect(women.windowRows).toBe(0)
    expect(women.expected).toBe(0)
    expect(women.page).toBe('window')
    expect(women.count).toBe('window')
    // Men of 22 and 23: none, though women of that age are many.
    const men = planSearch(rows, search('male', 22, 23))
    expect(men.expected).toBe(0)
    expect(men.page).toBe('window')
  })

  it('reads a narrow window from its index, and a height few of that gender reach from the height index', () => {
    const narrow = planSearch(rows, search('female', 35, 37))
    expect(narrow.windowRows).toBeGreaterThan(100)
    expect(narrow.windowRows).toBeLessThan(400)
    expect(narrow.page).toBe('window')
    // No woman is 6'0": the window holds 160,000 of them, the height index's range none.
    const tall = planSearch(rows, search('female', 30, 33, { heightMin: 72 }))
    expect(tall.expected).toBe(0)
    expect(tall.page).toBe('height')
    expect(tall.count).toBe('height')
    // 5'6" and taller: a fifth of all women, more than the window of a year holds.
    const some = planSearch(rows, search('female', 30, 30, { heightMin: 66 }))
    expect(some.page).not.toBe('height')
    // Men of 5'4" and more are all of them: the window, or a walk.
    expect(planSearch(rows, search('male', 30, 33, { heightMin: 64 })).page).not.toBe('height')
  })

  it('walks newest first when the window holds many matches, and counts to the cap in the window', () => {
    const broad = planSearch(rows, search('female', 25, 30))
    expect(broad.expected).toBeGreaterThan(200_000)
    expect(broad.page).toBe('walk')
    expect(broad.count).toBe('window')
    // A year of one gender: still thousands of matches, so still a walk.
    expect(planSearch(rows, search('female', 30, 30)).page).toBe('walk')
  })

  it('estimates a count far past the cap when every way to count it reads too much', () => {
    // Half of everyone, on a criterion neither the window's index nor a walk can check in the index.
    const many = planSearch(rows, { shares: [0.5], indexedShares: [], walkRows: 1_000_000 })
    expect(many.expected).toBeGreaterThan(400_000)
    expect(many.count).toBe('walk')
    const few = planSearch(rows, search('female', 22, 33, { shares: [0.02], walkRows: 1_000_000 }))
    expect(few.expected).toBeGreaterThan(5_000)
    expect(few.count).toBe('estimate')
  })

  it('walks a rare value’s own index when the window is broad and that value is rare', () => {
    // A community of 1,000 profiles in all, a third of them women in the window.
    const rare = planSearch(rows, search('female', 22, 33, { shares: [0.001], walkRows: 1_000 }))
    expect(rare.expected).toBeGreaterThan(100)
    expect(rare.expected).toBeLessThan(1_000)
    expect(rare.page).toBe('walk')
    expect(rare.count).toBe('walk')
  })

  it('reads a rare criterion’s own index whole when neither a walk nor a window would stop early', () => {
    // A few income values held by 1,000 profiles in all, no gender and no age given.
    const rare = planSearch(rows, {
      shares: [0.001],
      indexedShares: [],
      walkRows: 1_000_000,
      indexRows: 1_000,
    })
    expect(rare.page).toBe('index')
    expect(rare.count).toBe('index')
  })

  it('counts the window’s share of a birth month, not the whole month', () => {
    const oneMonth: ShapeRow[] = [{ gender: 'female', month: '2000-06', height: 60, n: 300 }]
    const half = planSearch(oneMonth, {
      gender: 'female',
      after: '2000-06-15',
      onOrBefore: '2000-06-30',
      shares: [],
      indexedShares: [],
      walkRows: 300,
    })
    expect(half.windowRows).toBe(150)
  })

  it('leaves out profiles without a date of birth from every window, and counts them without one', () => {
    const undated: ShapeRow[] = [{ gender: 'female', month: 'null', height: 60, n: 50 }]
    expect(planSearch(undated, search('female', 25, 30)).windowRows).toBe(0)
    expect(planSearch(undated, { shares: [], indexedShares: [], walkRows: 50 }).windowRows).toBe(50)
  })

  it('never walks for two values that each are common but meet in no profile', () => {
    // Women of 27 to 29 of a religion held by 30,000 profiles, speaking a language a third of everyone speaks:
    // taken as independent they look like a thousand matches, and a walk of the religion's index stops soon.
    const guessed = search('female', 27, 29, { indexedShares: [0.03, 0.3], walkRows: 30_000 })
    expect(planSearch(rows, guessed).expected).toBeGreaterThan(500)
    expect(planSearch(rows, guessed).page).toBe('walk')
    // The probe of the search index found none holding both: nothing to walk, the empty range is read.
    const none = planSearch(rows, { ...guessed, indexedShares: [], jointRows: 0 })
    expect(none.expected).toBe(0)
    expect(none.page).toBe('joint')
    expect(none.count).toBe('joint')
    // A few hundred hold both: read them from the search index and sort, rather than walk 30,000 rows.
    const few = planSearch(rows, { ...guessed, indexedShares: [], jointRows: 300 })
    expect(few.expected).toBeLessThan(100)
    expect(few.page).toBe('joint')
  })

  it('never walks for two criteria with indexes of their own that meet in no profile', () => {
    // Men of 30 to 33 in a city of 7,000 profiles, of a community of 15,000: independent, a few matches, so
    // the walk of the city's index looked cheapest, and read all 7,000 rows to answer nothing.
    const guessed = search('male', 30, 33, { shares: [0.007, 0.015], walkRows: 7_000, indexRows: 7_000 })
    expect(planSearch(rows, guessed).page).not.toBe('joint')
    // The two indexes intersected (22,000 entries read, no row fetched) hold none in common.
    const none = planSearch(rows, { ...guessed, shares: [], jointRows: 0, jointEntries: 22_000 })
    expect(none.expected).toBe(0)
    expect(none.page).toBe('joint')
  })

  it('takes a probed joint count as a share of everyone in the window, with the other criteria', () => {
    const all = rows.reduce((a, r) => a + r.n, 0)
    const open = planSearch(rows, { shares: [], indexedShares: [], walkRows: all, jointRows: 1_000 })
    expect(open.expected).toBe(1_000)
    const half = planSearch(rows, { shares: [0.5], indexedShares: [0.5], walkRows: all, jointRows: 1_000 })
    expect(half.expected).toBe(250)
  })
})

describe('a walk whose index checks every criterion (migration 039)', () => {
  const rows = shape()

  it('counts by walking a rare value’s index when only the matches are fetched, not every row passed', () => {
    // Odia-speaking men of 26 to 28: 40,000 Odia speakers, about one in ten of them such men.
    const odia = search('male', 26, 28, { indexedShares: [0.04], walkRows: 40_000 })
    const fetching = planSearch(rows, odia)
    const checking = planSearch(rows, { ...odia, walkChecksAll: true })
    expect(fetching.expected).toBeGreaterThan(1_000)
    // Fetching each row passed, the window's index range is cheaper to count in; checking in the walk's
    // own index, the walk is.
    expect(fetching.count).toBe('window')
    expect(checking.count).toBe('walk')
  })
})
