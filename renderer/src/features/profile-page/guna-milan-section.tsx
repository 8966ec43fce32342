import type { GunaMilanView } from '../../../../shared/api'

const yours = { yes: 'you are manglik', no: 'you are not manglik' } as Record<string, string>
const theirs = { yes: 'this profile is manglik', no: 'this profile is not manglik' } as Record<string, string>

/** The Ashtakoot breakdown of the viewer's profile with this one; manglik beside it, never in the 36. */
export function GunaMilanSection({
  guna,
  manglik,
}: {
  guna: GunaMilanView | null | undefined
  manglik: { yours: string; theirs: string } | null | undefined
}) {
  if (!guna) return null
  return (
    <section className="card" aria-labelledby="guna-title">
      <h2 id="guna-title">Guna milan (Ashtakoot)</h2>
      {guna.status === 'not-enough-details' ? (
        <p>
          Not enough details for guna milan: {guna.missing.join(', ').toLowerCase()} missing. Add the
          nakshatra and pada under Horoscope on My profile.
        </p>
      ) : (
        <>
          <p className="guna-total">
            <strong>
              {guna.total} of {guna.max} points
            </strong>
            {guna.nadiDosha && ' · Nadi dosha'}
            {guna.bhakootDosha && ' · Bhakoot dosha'}
          </p>
          <table className="table">
            <caption className="visually-hidden">Points of each koota</caption>
            <thead>
              <tr>
                <th scope="col">Koota</th>
                <th scope="col">Points</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {guna.kootas.map((k) => (
                <tr key={k.name}>
                  <th scope="row">{k.name}</th>
                  <td>
                    {k.points} / {k.max}
                  </td>
                  <td>{k.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field-hint">Rule set: {guna.ruleSet}.</p>
        </>
      )}
      {manglik && (
        <p>
          Manglik (not counted in the 36): {yours[manglik.yours] ?? 'you have not said'},{' '}
          {theirs[manglik.theirs] ?? 'this profile does not say'}.
        </p>
      )}
    </section>
  )
}
