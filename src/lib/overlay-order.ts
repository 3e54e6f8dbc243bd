import { useSyncExternalStore } from 'react'

/**
 * One overlay at a time (issue 13): cookie banner, then the add-facility modal, then the teaser. The modal reports its
 * phase here; the teaser shows only while no modal is waiting or open, and never again in a visit once it has shown.
 *   none    no modal on this page (or suppressed)
 *   pending the modal's timer runs, or it waits for the visitor to be idle
 *   open    the modal is on screen
 *   shown   the modal has been shown in this visit (browser session)
 */
export type ModalPhase = 'none' | 'pending' | 'open' | 'shown'

const SHOWN_KEY = 'skrytka-add-facility-modal-shown'
const listeners = new Set<() => void>()
let phase: ModalPhase | undefined

function current(): ModalPhase {
  if (phase === undefined) {
    try {
      phase = window.sessionStorage.getItem(SHOWN_KEY) === '1' ? 'shown' : 'none'
    } catch {
      phase = 'none'
    }
  }
  return phase
}

export function setModalPhase(next: 'pending' | 'open' | 'closed' | 'cancelled') {
  const was = current()
  if (next === 'cancelled') phase = was === 'pending' ? 'none' : was
  else if (next === 'closed') phase = 'shown'
  else phase = next
  if (next === 'open') {
    try {
      window.sessionStorage.setItem(SHOWN_KEY, '1')
    } catch {
      // Storage blocked: the rule holds for this page view.
    }
  }
  if (phase !== was) listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `undefined` on the server and while hydrating. */
export function useModalPhase(): ModalPhase | undefined {
  return useSyncExternalStore(subscribe, current, () => undefined)
}
