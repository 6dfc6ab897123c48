/**
 * The editor's state (decision 038): the tour as saved, the fields as edited, and an autosave
 * that sends only the changed fields a moment after typing stops. A refused save keeps the
 * edits and shows the API's message under each field; nothing is lost by leaving the page
 * once the status says "Saved".
 */
import type { SupplierTour, TourEditorFields } from '@serendib/domain/api/supplier-tours'
import { tourSaveProblems } from '@serendib/domain/tour-validation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { supplierApi } from './supplier-api'
import { editorFields, type EditorField } from './tour-steps'

export type SaveState = 'saved' | 'editing' | 'saving' | 'refused' | 'offline'
const AUTOSAVE_MS = 1200

export function useTourEditor(initial: SupplierTour) {
  const [tour, setTour] = useState(initial)
  const [fields, setFields] = useState<TourEditorFields>(() => editorFields(initial))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<SaveState>('saved')
  const [message, setMessage] = useState<string | null>(null)
  const dirty = useRef(new Set<EditorField>())
  const latest = useRef(fields)
  latest.current = fields
  const saving = useRef<Promise<boolean> | null>(null)

  const save = useCallback(async (): Promise<boolean> => {
    if (saving.current) await saving.current
    if (dirty.current.size === 0) return true
    const sent = [...dirty.current]
    const snapshot = latest.current
    // The browser checks first with the same rules, so a typo never makes a round trip.
    const local = tourSaveProblems(snapshot)
    if (Object.keys(local).length > 0) {
      setErrors(local)
      setState('refused')
      return false
    }
    const body = Object.fromEntries(sent.map((f) => [f, snapshot[f]]))
    setState('saving')
    const run = supplierApi.patch<SupplierTour>(`/api/supplier/tours/${initial.id}`, body).then((reply) => {
      if (reply.ok) {
        setTour(reply.data)
        // Fields edited again while this save was on its way stay dirty for the next one.
        for (const f of sent) if (latest.current[f] === snapshot[f]) dirty.current.delete(f)
        // New itinerary items get their ids from the save, so the next save keeps their rows
        // and the translations made for them (decision 083).
        if (sent.includes('itinery') && latest.current.itinery === snapshot.itinery)
          setFields((current) =>
            current.itinery === snapshot.itinery ? { ...current, itinery: reply.data.itinery } : current,
          )
        setErrors({})
        setMessage(null)
        setState(dirty.current.size > 0 ? 'editing' : 'saved')
        return true
      }
      setErrors(reply.errors)
      setMessage(reply.message)
      setState(reply.status === 0 ? 'offline' : 'refused')
      return false
    })
    saving.current = run
    const ok = await run
    saving.current = null
    return ok
  }, [initial.id])

  const change = useCallback(<K extends EditorField>(field: K, value: TourEditorFields[K]) => {
    dirty.current.add(field)
    setFields((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      const next: Record<string, string> = {}
      for (const [path, text] of Object.entries(current))
        if (path !== field && !path.startsWith(`${field}.`)) next[path] = text
      return next
    })
    setState('editing')
  }, [])

  // Autosave a moment after the last change.
  useEffect(() => {
    if (state !== 'editing') return
    const timer = window.setTimeout(() => void save(), AUTOSAVE_MS)
    return () => window.clearTimeout(timer)
  }, [fields, state, save])

  // Leaving with unsaved edits asks first (the autosave has not run yet or was refused).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size > 0) event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])

  return { tour, setTour, fields, change, errors, setErrors, state, message, save }
}

export type TourEditor = ReturnType<typeof useTourEditor>
