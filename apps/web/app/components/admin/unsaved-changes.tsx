import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import { ModalDialog } from '../ui/modal-dialog'
import { button } from './page-header'

/**
 * A content form that would lose edits (issue 29 point 8): leaving it in the console (a link, Back)
 * asks first in the site's dialog, and closing or reloading the tab gets the browser's own warning.
 * `dirty` says whether there is something unsaved; `release()` lets the form leave on purpose
 * (after saving a new item, after deleting) before its state has caught up.
 */
export function useUnsavedChanges(dirty: boolean) {
  const released = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  const dialog = (
    <ModalDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      width="md"
      onClose={() => {
        if (blocker.state === 'blocked') blocker.reset()
      }}
    >
      <p className="text-sm text-slate-700">
        Your changes on this page are not saved. They are lost if you leave.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={button.secondary} onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </button>
        <button type="button" className={button.danger} onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </ModalDialog>
  )
  return {
    dialog,
    release: () => {
      released.current = true
    },
  }
}
