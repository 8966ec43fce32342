import { useAtomValue } from 'jotai'
import { sessionAtom } from '../../lib/session'
import { ConsentsSection } from './consents-section'
import { DeletionSection } from './deletion-section'
import { ExportSection } from './export-section'

/** The member's data rights on Settings: consents, export and deletion. Staff have no such account data. */
export function DataRightsSections() {
  const session = useAtomValue(sessionAtom)
  if (session?.role !== 'member') return null
  return (
    <>
      <ConsentsSection />
      <ExportSection />
      <DeletionSection />
    </>
  )
}
