import { type ComponentType, useEffect, useState } from 'react'

type Loaded<P> = { load: () => Promise<ComponentType<P>>; component: ComponentType<P> }

/**
 * A component whose code is fetched only once `wanted` turns true, for UI that appears later by itself (a timed
 * overlay): undefined until its code is in, then the component. No Suspense boundary, so no fallback timing: the
 * overlay appears the moment both its time and its code have come (ADR 0028).
 *
 * What was loaded belongs to the loader that loaded it: a loader that also fetches a dictionary for the page's
 * language is a new loader after a language switch, and its component is fetched again (the code is cached; the new
 * language's words are not), or a dialog would keep speaking the language it was first opened in.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | undefined {
  const [loaded, setLoaded] = useState<Loaded<P>>()
  const current = loaded?.load === load ? loaded.component : undefined
  useEffect(() => {
    if (!wanted || current) return
    let live = true
    void load().then((component) => {
      if (live) setLoaded({ load, component })
    })
    return () => {
      live = false
    }
  }, [wanted, current, load])
  return current
}
