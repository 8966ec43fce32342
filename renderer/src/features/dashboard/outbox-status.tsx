import { useAtomValue } from 'jotai'
import { discard, outboxAtom } from '../../lib/outbox-store'

/** What this device still holds for the server: waiting profiles, and any the server refused. */
export function OutboxStatus() {
  const entries = useAtomValue(outboxAtom)
  const waiting = entries.filter((e) => !e.refused)
  const refused = entries.filter((e) => e.refused)
  if (!entries.length) return null
  return (
    <section className="card outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title">Waiting to be sent</h2>
      {waiting.length > 0 && (
        <p role="status">
          {waiting.length} profile{waiting.length === 1 ? ' is' : 's are'} waiting to be sent. They are kept
          on this device and sent automatically as soon as the server can be reached.
        </p>
      )}
      {refused.length > 0 && (
        <ul>
          {refused.map((e) => (
            <li key={e.key}>
              The server refused the profile of {e.label}: {e.refused}{' '}
              <button type="button" className="link-button" onClick={() => discard(e.key)}>
                Discard it
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
