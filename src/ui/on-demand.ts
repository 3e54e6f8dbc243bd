import { type ComponentType, useEffect, useState } from 'react'

/**
 * A component whose code is fetched only once `wanted` turns true, for UI that appears later by itself (a timed
 * overlay): undefined until its code is in, then the component. No Suspense boundary, so no fallback timing: the
 * overlay appears the moment both its time and its code have come (ADR 0028).
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>()
  useEffect(() => {
    if (!wanted || component) return
    let live = true
    void load().then((loaded) => {
      if (live) setComponent(() => loaded)
    })
    return () => {
      live = false
    }
  }, [wanted, component, load])
  return component
}
