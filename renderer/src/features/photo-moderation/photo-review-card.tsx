import { useState } from 'react'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import type { PhotoForReview } from '../../../../shared/api'
import { PhotoRejectBody, photoRejectReasonOptions, REJECT_NOTE_MAX } from '../../../../shared/photos'
import { paths } from '../../../../shared/routes'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, SelectField, TextAreaField } from '../../components/fields'
import { PhotoPicture } from '../../components/profile-photo'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { approvePhoto, rejectPhoto } from './api'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

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
      <h2 id={title}>
        Photo of {profile.firstName} ({profile.userId})
      </h2>
      <p>
        Uploaded on {when(photo.uploadedAt)}. <Link to={paths.profilePage(profile.id)}>Open the profile</Link>
      </p>
      <PhotoPicture
        src={photo.src}
        alt={`New photo of ${profile.firstName}, waiting for review`}
        width={240}
        height={300}
        sizes={['card']}
        shownAs="240px"
        token={token}
        style={{ width: 240, height: 300, borderRadius: 8 }}
      />
      <div className="form-actions">
        <Button busy={approving} busyLabel="Approving…" onClick={() => void approve()}>
          Approve
        </Button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
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
          <form onSubmit={handleSubmit} noValidate aria-label={`Reject the photo of ${profile.firstName}`}>
            <SelectField
              name="reason"
              label="Reason for rejecting"
              options={photoRejectReasonOptions}
              placeholder="Choose a reason"
            />
            <TextAreaField
              name="note"
              label="Note to the owner (optional)"
              rows={2}
              maxLength={REJECT_NOTE_MAX}
              hint="The owner reads the reason and this note on their profile."
            />
            <FormError error={submitError} />
            <Button type="submit" variant="secondary" busy={submitting} busyLabel="Rejecting…">
              Reject
            </Button>
          </form>
        )}
      </Form>
    </article>
  )
}
