// What NavLink would mark (it ignores case; a sub-page marks its section), for the menu's flat paths.
export function current(pathname: string, to: string) {
  const path = pathname.toLowerCase()
  return path === to || path.startsWith(`${to}/`)
    ? ({ className: 'active', 'aria-current': 'page' } as const)
    : {}
}
