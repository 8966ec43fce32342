import { useT } from '../../i18n/use-t'

/** A generic app-store badge of our own drawing. */
export function StoreBadge({ platform }: { platform: 'android' | 'ios' }) {
  const t = useT()
  const label = platform === 'android' ? t('common.home.androidApp') : t('common.home.iphoneApp')
  return (
    <svg viewBox="0 0 180 54" width="180" height="54" role="img" aria-label={`Matrimony ${label}`}>
      <rect width="180" height="54" rx="10" fill="#1f1a1c" />
      {platform === 'android' ? (
        <path d="M18 14 L40 27 L18 40 Z" fill="#f4c95d" />
      ) : (
        <path
          d="M30 13c3 0 5-3 5-3s1 4-3 6c4 1 6 4 6 8 0 6-5 14-8 14-2 0-3-1-5-1s-3 1-5 1c-3 0-8-8-8-14 0-5 3-8 7-8 2 0 4 1 5 1 1 0 3-2 6-4z"
          fill="#fff"
        />
      )}
      <text x="54" y="23" fill="#fff" fontSize="11" fontFamily="system-ui, sans-serif">
        {t('common.home.getThe')}
      </text>
      <text x="54" y="40" fill="#fff" fontSize="16" fontWeight="700" fontFamily="system-ui, sans-serif">
        {label}
      </text>
    </svg>
  )
}
