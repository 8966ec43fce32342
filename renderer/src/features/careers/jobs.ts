import { JOB_PREVIEW_CHARS } from '../../../../shared/limits'

export interface Job {
  id: number
  title: string
  salary: string
  location: string
  description: string
}

export const careersEmail = 'careers@matrimony.test'

// Our own job descriptions; salaries per month as the spec gives them.
export const jobs: Job[] = [
  {
    id: 1,
    title: 'Telecaller',
    salary: '₹8k to ₹15k per month',
    location: 'Bengaluru office',
    description:
      'As a telecaller you are often the first voice a family hears from us. You will call members who have just registered, welcome them, explain how profiles, privacy settings and premium membership work, and help them complete their profile. You will follow up on interests, book appointments with relationship managers and note every conversation carefully in our system. We are looking for a patient, warm communicator who speaks Hindi and English well; a third Indian language is a strong plus. Freshers are welcome: we train you for two weeks before your first call, and you will always have a team lead to turn to.',
  },
  {
    id: 2,
    title: 'Data Entry Operator',
    salary: '₹12k to ₹18k per month',
    location: 'Bengaluru office',
    description:
      'Families who visit our offices often bring printed biodata, horoscopes and photographs. As a data entry operator you will turn these into accurate, complete online profiles, check each field against the documents, and flag anything that needs a second look, such as missing consent or an unclear date of birth. You will also help keep existing profiles up to date when families call in with changes. Accuracy matters more than speed here: a wrong detail can cost a family a good match. You should type quickly and carefully, be comfortable with spreadsheets, and treat personal information with complete discretion.',
  },
  {
    id: 3,
    title: 'Full Stack Developer',
    salary: '₹45k to ₹50k per month',
    location: 'Bengaluru office or hybrid',
    description:
      'You will build the product families use every day: the web site, the office kiosk application and the API behind them. Our stack is TypeScript, React and Node.js with SQLite and PostgreSQL. You will design features with our product team, write tests that describe what a member sees, and keep pages fast on low-end phones. We value readable code, careful handling of personal data and accessibility for every visitor. You should have two or more years of experience with TypeScript and React, and be comfortable with SQL. Experience with Electron or with performance work is a plus.',
  },
]

export const findJob = (id: string | undefined) => jobs.find((j) => String(j.id) === id)

/** The card's preview: the first 300 characters of the description. */
export function preview(text: string, max = JOB_PREVIEW_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`
}
