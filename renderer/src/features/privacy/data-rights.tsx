import { useState } from 'react'
import { useAtomValue } from 'jotai'
import type { NoticeShown } from '../../../../shared/notice'
import { sessionAtom } from '../../lib/session'
import { ConsentsSection } from './consents-section'
import { DeletionSection } from './deletion-section'
import { ExportSection } from './export-section'
import { NominationSection } from './nominee-section'
import { NoticeSection } from './notice-section'

/** The member's data rights on Settings: the privacy notice, consents, export and deletion. */
export function DataRightsSections() {
  const session = useAtomValue(sessionAtom)
  // A consent given here goes with the notice shown above it.
  const [notice, setNotice] = useState<NoticeShown | null>(null)
  if (session?.role !== 'member') return null
  return (
    <>
      <NoticeSection onShown={setNotice} />
      <ConsentsSection notice={notice} />
      <ExportSection />
      <NominationSection />
      <DeletionSection />
    </>
  )
}
