import { useState } from 'react'
import { GEO_OPTIONS } from './cities'

type Status = 'idle' | 'locating' | 'error'

/** One-shot browser position; any failure (denied, timeout, unsupported) reads as the same error. */
export function useGeolocation(onPosition: (lat: number, lon: number) => void) {
  const [status, setStatus] = useState<Status>('idle')
  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus('error')
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle')
        onPosition(position.coords.latitude, position.coords.longitude)
      },
      () => setStatus('error'),
      GEO_OPTIONS,
    )
  }
  /** Another way of choosing a point makes a stale "could not locate you" message moot. */
  const reset = () => setStatus((s) => (s === 'error' ? 'idle' : s))
  return { status, locate, reset }
}
