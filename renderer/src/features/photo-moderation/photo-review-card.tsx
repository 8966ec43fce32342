import { useState } from 'react'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import type { PhotoForReview } from '../../../../shared/api-photos'
import { PhotoRejectBody, photoRejectReasonOptions, REJECT_NOTE_MAX } from '../../../../shared/photos'
import { paths } from '../../../../shared/routes'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, SelectField, TextAreaField } from '../../components/fields'
import { PhotoPicture } from '../../components/profile-photo'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { approvePhoto, rejectPhoto } from './api'

/** A photo waiting for review: the photo as uploaded (re-encoded), whose it is, and the two decisions. */
export function PhotoReviewCard({
  photo,
  token,
  onDecided,
}: {
  photo: PhotoForReview
  token: string | null
  onDecided: (message: string) => void
}) {
  const t = useT('office', 'messages', 'options')
  const [approving, setApproving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { profile } = photo
  const title = `photo-${photo.id}`
  const approve = async () => {
    setApproving(true)
    setError(null)
    try {
      onDecided(`${(await approvePhoto(photo.id)).message} (${profile.firstName}, ${profile.userId})`)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
      setApproving(false)
    }
  }
  return (
    <article className="card photo-review" aria-labelledby={title}>
      <h2 id={title}>{t('office.photos.heading', { name: profile.firstName, userId: profile.userId })}</h2>
      <p>
        {t('office.photos.uploaded', {
          date: t.date(photo.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}{' '}
        <Link to={paths.profilePage(profile.id)}>{t('office.shared.openProfile')}</Link>
      </p>
      <PhotoPicture
        src={photo.src}
        alt={t('office.photos.alt', { name: profile.firstName })}
        width={240}
        height={300}
        sizes={['card']}
        shownAs="240px"
        token={token}
        style={{ width: 240, height: 300, borderRadius: 8 }}
      />
      <div className="form-actions">
        <Button busy={approving} busyLabel={t('office.photos.approving')} onClick={() => void approve()}>
          {t('office.photos.approve')}
        </Button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      <Form<{ reason?: string; note?: string }>
        validate={formErrors(PhotoRejectBody)}
        onSubmit={async (values) => {
          try {
            const { message } = await rejectPhoto(photo.id, values.reason ?? '', values.note ?? '')
            onDecided(`${message} (${profile.firstName}, ${profile.userId})`)
            return undefined
          } catch (e) {
            return submitErrors(e)
          }
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('office.photos.rejectForm', { name: profile.firstName })}
          >
            <SelectField
              name="reason"
              label={t('office.photos.reason')}
              options={photoRejectReasonOptions}
              placeholder={t('office.photos.chooseReason')}
            />
            <TextAreaField
              name="note"
              label={t('office.photos.note')}
              rows={2}
              maxLength={REJECT_NOTE_MAX}
              hint={t('office.photos.noteHint')}
            />
            <FormError error={submitError} />
            <Button
              type="submit"
              variant="secondary"
              busy={submitting}
              busyLabel={t('office.photos.rejecting')}
            >
              {t('office.photos.reject')}
            </Button>
          </form>
        )}
      </Form>
    </article>
  )
}
