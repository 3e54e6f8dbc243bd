import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const notHydrating = () => false
const isHydrating = () => true

/**
 * True on the server and while React hydrates the server's HTML (it reads the server snapshot then), false for a
 * component mounted later in the browser: what tells a part that may take its HTML from the document (a static island,
 * the banner's server copy) from one that must render from its code. Not <html data-hydrated>: the root sets that before
 * the boundaries below it (the shell's among them) have hydrated.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, notHydrating, isHydrating)
}
