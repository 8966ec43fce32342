/** A couple drawn in SVG: two figures, a canopy and marigold garlands, coloured per story. */
export function CoupleArt({ palette, label }: { palette: [string, string]; label: string }) {
  const [light, dark] = palette
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} className="art">
      <rect width="320" height="200" fill={light} />
      <path d="M40 200 V70 Q160 -10 280 70 V200" fill="none" stroke={dark} strokeWidth="6" opacity="0.35" />
      {[60, 100, 140, 180, 220, 260].map((x) => (
        <circle key={x} cx={x} cy={x === 60 || x === 260 ? 78 : 52} r="7" fill="#f4a300" />
      ))}
      <circle cx="130" cy="92" r="20" fill="#6b4226" />
      <path d="M100 200 Q104 128 130 122 Q156 128 160 200 Z" fill={dark} />
      <circle cx="190" cy="92" r="20" fill="#8a5a3b" />
      <path d="M160 200 Q166 128 190 122 Q214 128 220 200 Z" fill="#fff" stroke={dark} strokeWidth="3" />
      <path d="M150 150 Q160 140 170 150 Q160 162 150 150 Z" fill="#e63946" />
    </svg>
  )
}
