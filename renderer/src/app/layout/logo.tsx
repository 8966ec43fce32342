import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { useT } from '../../i18n/use-t'

/** Two interlocked rings: our own mark, drawn in SVG. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#8c1d40" />
      <circle cx="25" cy="34" r="13" fill="none" stroke="#f4c95d" strokeWidth="5" />
      <circle cx="39" cy="34" r="13" fill="none" stroke="#fff" strokeWidth="5" />
    </svg>
  )
}

export function Logo({ onClick }: { onClick?: () => void }) {
  const t = useT()
  return (
    <Link to={paths.root} className="logo" onClick={onClick} aria-label={t('common.nav.home')}>
      <LogoMark />
      <span>Matrimony</span>
    </Link>
  )
}
