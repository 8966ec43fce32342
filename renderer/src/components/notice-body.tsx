import { use } from 'react'
import { GRIEVANCE_DAYS, ERASURE_DAYS } from '../../../shared/privacy'
import type { Locale } from '../../../shared/i18n'
import type { NoticeItem, NoticeResponse } from '../../../shared/notice'
import { noticeItems } from '../../../shared/notice'
import type { MessageId } from '../i18n/keys'
import { textsIn } from '../i18n/texts-in'

// The notice's words, in the language the reader chose (each id written out: the build shortens them).
const itemIds: Record<NoticeItem, [MessageId, MessageId]> = {
  account: ['notice.item.account', 'notice.purpose.account'],
  profile: ['notice.item.profile', 'notice.purpose.profile'],
  community: ['notice.item.community', 'notice.purpose.community'],
  horoscope: ['notice.item.horoscope', 'notice.purpose.horoscope'],
  photos: ['notice.item.photos', 'notice.purpose.photos'],
  activity: ['notice.item.activity', 'notice.purpose.activity'],
  verification: ['notice.item.verification', 'notice.purpose.verification'],
  records: ['notice.item.records', 'notice.purpose.records'],
}
const rightIds: MessageId[] = [
  'notice.right.access',
  'notice.right.correct',
  'notice.right.erase',
  'notice.right.withdraw',
  'notice.right.nominate',
  'notice.right.grievance',
]

export function NoticeBody({
  language,
  notice,
  headingId,
  consentCode,
}: {
  language: Locale
  notice: NoticeResponse
  headingId: string
  consentCode?: { code: string; name: string }
}) {
  const texts = use(textsIn(language, 'notice'))
  const n = (id: MessageId, values?: Record<string, unknown>) => texts._(id, values)
  const { officer } = notice
  return (
    <>
      <h2 id={headingId}>{n('notice.title')}</h2>
      <p className="field-hint">{n('notice.version', { version: notice.version })}</p>
      {consentCode && (
        <p className="notice-code">
          <strong>{n('notice.printCode', { ...consentCode, address: notice.consentPage })}</strong>
        </p>
      )}
      <p>{n('notice.intro')}</p>
      <h3>{n('notice.itemsHeading')}</h3>
      <dl className="notice-items">
        {noticeItems.map((item) => (
          <div key={item}>
            <dt>{n(itemIds[item][0])}</dt>
            <dd>{n(itemIds[item][1])}</dd>
          </div>
        ))}
      </dl>
      <h3>{n('notice.withdrawHeading')}</h3>
      <p>{n('notice.withdraw')}</p>
      <h3>{n('notice.rightsHeading')}</h3>
      <ul>
        {rightIds.map((id) => (
          <li key={id}>{n(id, { days: id === 'notice.right.erase' ? ERASURE_DAYS : GRIEVANCE_DAYS })}</li>
        ))}
      </ul>
      <h3>{n('notice.officerHeading')}</h3>
      <p className="notice-officer">{n('notice.officer', officer)}</p>
      <h3>{n('notice.boardHeading')}</h3>
      <p>{n('notice.board')}</p>
    </>
  )
}
