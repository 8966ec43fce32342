declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core'
  const load: (locale: string, area: string) => Promise<Messages>
  export default load
}
