// Six success stories, written by us. Every name is fictional.
export interface Story {
  id: number
  title: string
  teaser: string
  city: string
  palette: [string, string]
}

export const stories: Story[] = [
  {
    id: 1,
    title: 'Ananya & Rohit',
    city: 'Pune and Indore',
    palette: ['#f6c1cc', '#8c1d40'],
    teaser:
      'A shared love of old Hindi film songs turned a polite first call into a three-hour conversation.',
  },
  {
    id: 2,
    title: 'Fatima & Imran',
    city: 'Hyderabad and Leicester',
    palette: ['#c9e4de', '#1e6b5a'],
    teaser: 'Two cities, two time zones and one very patient matchmaker who kept both families talking.',
  },
  {
    id: 3,
    title: 'Priya & Daniel',
    city: 'Kochi and Toronto',
    palette: ['#fde2b8', '#a35a00'],
    teaser: 'Different languages at home, the same values at heart — and two weddings to prove it.',
  },
  {
    id: 4,
    title: 'Meera & Karthik',
    city: 'Chennai and Bengaluru',
    palette: ['#d9d2f5', '#4b3a99'],
    teaser: 'A second chance at love, found with kindness and no hurry.',
  },
  {
    id: 5,
    title: 'Simran & Arjun',
    city: 'Ludhiana and Melbourne',
    palette: ['#ffd6a5', '#9c3d00'],
    teaser: 'Both wanted a partner who would share the farm back home and the city life abroad.',
  },
  {
    id: 6,
    title: 'Aisha & Vikram',
    city: 'Mumbai and Jaipur',
    palette: ['#bde0fe', '#1d4f91'],
    teaser: 'A shared passion for teaching children to read brought two volunteers together.',
  },
]

export const findStory = (id: string | undefined) => stories.find((s) => String(s.id) === id)
