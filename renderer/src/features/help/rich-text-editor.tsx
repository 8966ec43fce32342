import { useEffect, useRef } from 'react'
import Quill from 'quill'
import type { Delta } from 'quill'
import 'quill/dist/quill.snow.css'
import 'quill/dist/quill.bubble.css'

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

/** Quill 2 in a React field: the HTML goes to final-form; the instance is rebuilt when the theme changes. */
export function RichTextEditor({ theme, labelId, describedBy, invalid, value, onChange, onBlur }: Props) {
  const hostRef = useRef<HTMLDivElement>(null)
  const latest = useRef({ value, onChange, onBlur })
  useEffect(() => {
    latest.current = { value, onChange, onBlur }
  })

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const mount = document.createElement('div')
    host.append(mount)
    const quill = new Quill(mount, {
      theme,
      placeholder: 'Describe your question or the problem…',
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

  useEffect(() => {
    const editor = hostRef.current?.querySelector('.ql-editor')
    if (!editor) return
    if (describedBy) editor.setAttribute('aria-describedby', describedBy)
    else editor.removeAttribute('aria-describedby')
    editor.setAttribute('aria-invalid', String(invalid))
  })

  return <div ref={hostRef} className={`rich-text rich-text-${theme}`} />
}
