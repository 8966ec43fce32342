import { useEffect, useRef, useState } from 'react'
import { photoMsg } from '../../../../shared/photos'
import { Button } from '../../components/button'
import { Modal } from '../../components/modal'
import { useT } from '../../i18n/use-t'
import { photoMessage } from './photo-texts'

/** Whether this device has a camera a page could use (the kiosk's webcam, a laptop's, a phone's). */
export async function hasCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.enumerateDevices || !navigator.mediaDevices.getUserMedia) return false
  try {
    return (await navigator.mediaDevices.enumerateDevices()).some((d) => d.kind === 'videoinput')
  } catch {
    return false
  }
}

/**
 * The camera in a dialog, for desktops and kiosks (phones use their own camera app through the file input):
 * a live view, then Take photo hands a JPEG to `onPhoto`. The camera is released when the dialog closes.
 */
export function CameraDialog({
  open,
  onClose,
  onPhoto,
}: {
  open: boolean
  onClose: () => void
  onPhoto: (photo: Blob) => void
}) {
  const t = useT('discover', 'messages')
  const video = useRef<HTMLVideoElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (!open) return
    let stream: MediaStream | null = null
    let live = true
    setError(null)
    setReady(false)
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } } })
      .then((s) => {
        if (!live) return s.getTracks().forEach((t) => t.stop())
        stream = s
        if (video.current) {
          video.current.srcObject = s
          void video.current.play().then(() => live && setReady(true))
        }
      })
      .catch(() => live && setError(photoMsg.cameraUnavailable))
    return () => {
      live = false
      stream?.getTracks().forEach((t) => t.stop())
    }
  }, [open])

  const take = () => {
    const v = video.current
    if (!v || !v.videoWidth) return
    const canvas = document.createElement('canvas')
    canvas.width = v.videoWidth
    canvas.height = v.videoHeight
    canvas.getContext('2d')?.drawImage(v, 0, 0)
    canvas.toBlob((blob) => (blob ? onPhoto(blob) : setError(photoMsg.cameraUnavailable)), 'image/jpeg', 0.92)
  }

  return (
    <Modal open={open} title={t('discover.photos.camera.title')} onClose={onClose}>
      {error ? (
        <p className="form-error" role="alert">
          {photoMessage(t, error)}
        </p>
      ) : (
        <>
          <p>{t('discover.photos.camera.help')}</p>
          <video
            ref={video}
            className="camera-view"
            muted
            playsInline
            aria-label={t('discover.photos.camera.view')}
          />
          {!ready && <p role="status">{t('discover.photos.camera.opening')}</p>}
        </>
      )}
      <div className="form-actions">
        {!error && (
          <Button disabled={!ready} onClick={take}>
            {t('discover.photos.camera.take')}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t('discover.cancel')}
        </Button>
      </div>
    </Modal>
  )
}
