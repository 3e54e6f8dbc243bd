// Plain DOM (maplibre positions the element): markers stay visible even when the vector tiles fail to load.
const PILL =
  'display:inline-flex;align-items:center;justify-content:center;font:700 13px/1 system-ui,sans-serif;border-radius:9999px;cursor:pointer;box-shadow:0 4px 10px rgba(16,24,40,.25);border:2px solid #fff;'

const HIGHLIGHT = {
  background: '#b43909',
  color: '#fff',
  outline: '3px solid #b43909',
  outlineOffset: '2px',
  zIndex: '2',
}

/** Marks the pin of the hovered or focused card (CSSOM styles: the CSP allows no injected stylesheet). */
export function setHighlighted(el: HTMLElement, on: boolean) {
  if (on === (el.dataset.highlight === 'true')) return
  // Only the highlight's own properties change: maplibre keeps the marker's position in its transform.
  if (on) {
    el.dataset.base = JSON.stringify(
      Object.fromEntries(Object.keys(HIGHLIGHT).map((k) => [k, el.style[k as keyof typeof HIGHLIGHT]])),
    )
    el.dataset.highlight = 'true'
    Object.assign(el.style, HIGHLIGHT)
  } else {
    Object.assign(el.style, JSON.parse(el.dataset.base ?? '{}'))
    delete el.dataset.highlight
  }
}

export function clusterElement(count: number, label: string, onClick: () => void): HTMLElement {
  const el = document.createElement('button')
  el.type = 'button'
  el.dataset.testid = 'map-cluster'
  el.setAttribute('aria-label', label)
  el.textContent = String(count)
  const size = count < 10 ? 38 : count < 50 ? 46 : 54
  el.style.cssText = `${PILL}width:${size}px;height:${size}px;background:#0c6858;color:#fff;`
  el.addEventListener('click', (event) => {
    event.stopPropagation()
    onClick()
  })
  return el
}

export function pointElement(text: string, label: string, onClick: () => void): HTMLElement {
  const el = document.createElement('a')
  el.href = '#'
  el.dataset.testid = 'map-marker'
  el.setAttribute('aria-label', label)
  el.textContent = text
  el.style.cssText = `${PILL}padding:7px 10px;background:#fff;color:#0e5348;border-color:#0c6858;text-decoration:none;white-space:nowrap;`
  el.addEventListener('click', (event) => {
    event.preventDefault()
    event.stopPropagation()
    onClick()
  })
  return el
}
