
// Plain DOM (maplibre positions the element): markers stay visible even when the vector tiles fail to load.
const PILL = 'display:inline-flex;align-items:center;justify-content:center;font:700 13px/1 system-ui,sans-serif;border-radius:9999px;cursor:pointer;box-shadow:0 4px 10px rgba(16,24,40,.25);border:2px solid #fff;'

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

