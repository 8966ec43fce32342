declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core'
  const load: (locale: string, area: string) => Promise<Messages>
  export default load
  export const setOtherLoaders: (load: (key: string) => Promise<{ default: Messages } | undefined>) => void
}

declare module 'virtual:catalogs/rest' {
  import type { Messages } from '@lingui/core'
  export const load: (key: string) => Promise<{ default: Messages } | undefined>
}
