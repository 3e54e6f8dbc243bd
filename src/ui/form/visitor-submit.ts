const INTENT = '__intent__'

/** Whether a submit's button is conform's own: it validates on blur by requesting a submit with `__intent__`. */
export function isIntent(submitter: Element | null | undefined): boolean {
  return submitter?.getAttribute('name') === INTENT
}

/** A submit the visitor made (button or Enter), not one of conform's own. */
export function isVisitorSubmit(event: { nativeEvent: Event }): boolean {
  return !isIntent((event.nativeEvent as SubmitEvent).submitter)
}
