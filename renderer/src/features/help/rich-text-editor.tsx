import { useEffect, useRef } from 'react'
import type { CSSProperties } from 'react'
import Quill from 'quill'
import type { Delta } from 'quill'
import 'quill/dist/quill.snow.css'
import 'quill/dist/quill.bubble.css'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'

// Links in the description may only use these protocols (spec section 9).
const LinkFormat = Quill.import('formats/link') as { PROTOCOL_WHITELIST: string[] }
LinkFormat.PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel']

interface Props {
  theme: 'snow' | 'bubble'
  labelId: string
  describedBy?: string
  invalid: boolean
  value: string
  onChange: (html: string) => void
  onBlur: () => void
}

// The toolbar's buttons (Quill names them by their format) and their names in the language on screen.
function buttonLabels(t: Translate): [string, string][] {
  return [
    ['button.ql-bold', t('site.editor.bold')],
    ['button.ql-italic', t('site.editor.italic')],
    ['button.ql-underline', t('site.editor.underline')],
    ['button.ql-list[value="ordered"]', t('site.editor.orderedList')],
    ['button.ql-list[value="bullet"]', t('site.editor.bulletList')],
    ['button.ql-link', t('site.editor.link')],
    ['button.ql-clean', t('site.editor.clean')],
  ]
}

// The link tooltip's words are CSS content in Quill's theme: write-to-us.css reads them from these properties.
const tooltipWords = (t: Translate) =>
  ({
    '--ql-visit-url': JSON.stringify(t('site.editor.visitUrl')),
    '--ql-enter-link': JSON.stringify(t('site.editor.enterLink')),
    '--ql-edit': JSON.stringify(t('site.editor.edit')),
    '--ql-save': JSON.stringify(t('site.editor.save')),
    '--ql-remove': JSON.stringify(t('site.editor.remove')),
  }) as CSSProperties

/** Quill 2 in a React field: the HTML goes to final-form; the instance is rebuilt when the theme changes. */
export function RichTextEditor({ theme, labelId, describedBy, invalid, value, onChange, onBlur }: Props) {
  const t = useT('site')
  const hostRef = useRef<HTMLDivElement>(null)
  const latest = useRef({ value, onChange, onBlur, t })
  useEffect(() => {
    latest.current = { value, onChange, onBlur, t }
  })

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const mount = document.createElement('div')
    host.append(mount)
    const quill = new Quill(mount, {
      theme,
      placeholder: latest.current.t('site.editor.placeholder'),
      modules: {
        toolbar: [
          ['bold', 'italic', 'underline'],
          [{ list: 'ordered' }, { list: 'bullet' }],
          ['link', 'clean'],
        ],
      },
    })
    // setContents, not dangerouslyPasteHTML: the latter selects, and so steals focus on page load.
    if (latest.current.value)
      quill.setContents(quill.clipboard.convert({ html: latest.current.value }), 'silent')
    const editor = quill.root
    editor.setAttribute('role', 'textbox')
    editor.setAttribute('aria-multiline', 'true')
    editor.setAttribute('aria-labelledby', labelId)
    const onText = (_d: Delta, _o: Delta, source: string) => {
      if (source !== 'silent') latest.current.onChange(quill.getText().trim() ? quill.getSemanticHTML() : '')
    }
    quill.on('text-change', onText)
    const blur = () => latest.current.onBlur()
    editor.addEventListener('blur', blur)
    return () => {
      quill.off('text-change', onText)
      editor.removeEventListener('blur', blur)
      host.replaceChildren()
    }
  }, [theme, labelId])

  // The texts follow the language on screen without rebuilding the editor (this runs after the effect above).
  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    for (const [selector, label] of buttonLabels(t))
      host.querySelectorAll(selector).forEach((button) => button.setAttribute('aria-label', label))
    host.querySelector('.ql-editor')?.setAttribute('data-placeholder', t('site.editor.placeholder'))
  }, [t, theme, labelId])

  useEffect(() => {
    const editor = hostRef.current?.querySelector('.ql-editor')
    if (!editor) return
    if (describedBy) editor.setAttribute('aria-describedby', describedBy)
    else editor.removeAttribute('aria-describedby')
    editor.setAttribute('aria-invalid', String(invalid))
  })

  return <div ref={hostRef} className={`rich-text rich-text-${theme}`} style={tooltipWords(t)} />
}
