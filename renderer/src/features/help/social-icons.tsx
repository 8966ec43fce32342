import { useT } from '../../i18n/use-t'

const networks = [
  { name: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z' },
  {
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2a1 1 0 100 2 1 1 0 000-2z',
  },
  { name: 'YouTube', path: 'M3 8c0-2 1-3 3-3h12c2 0 3 1 3 3v8c0 2-1 3-3 3H6c-2 0-3-1-3-3zm7 1v6l5-3z' },
]

/** Our social pages; the accounts are announced in the app, so these are icons with names, not outbound links. */
export function SocialIcons() {
  const t = useT('site')
  return (
    <ul className="social-icons" aria-label={t('site.contact.social')}>
      {networks.map((n) => (
        <li key={n.name}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d={n.path} fill="currentColor" />
          </svg>
          <span>{n.name}: @matrimony</span>
        </li>
      ))}
    </ul>
  )
}
