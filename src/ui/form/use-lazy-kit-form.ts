import {
  createElement,
  type FocusEvent,
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import type * as v from 'valibot'
import type { AnyField, AnyForm, FormKitState } from './context'
import { formControlProps } from './control-props'
import type { EngineState } from './form-engine'
import type { KitInput, KitOptions } from './use-kit-form'
import { liteFields, liteForm } from './lite-metadata'
import { isVisitorSubmit } from './visitor-submit'

type Engine = typeof import('./form-engine')

let engine: Promise<Engine> | undefined
/** conform and its valibot glue: one chunk, fetched once for every lazy form on the page. */
const loadEngine = () => {
  engine ??= import('./form-engine').catch((error: unknown) => {
    engine = undefined
    throw error
  })
  return engine
}

/**
 * A kit form whose validation loads when the visitor first reaches for it (ADR 0112): the server and the first client
 * render draw the form from conform's own ids with no errors (lite-metadata.ts); the first focus, pointer press,
 * keystroke or submit fetches conform and the form's schema (`schema` is its loader), and conform then takes over.
 * A submit made before they arrive waits for them and is sent again through conform, so it is validated like any
 * other; a field left meanwhile is validated when conform arrives, as its blur would have been. What was typed
 * meanwhile is in the inputs, which conform reads when it validates. The server validates every request with the
 * same schema.
 */
export function useLazyKitForm<S extends v.GenericSchema>(options: KitOptions<S, () => Promise<S>>) {
  const { messages, reveal = 'validated', defaultValue, lastResult } = options
  const autoId = useId()
  const formId = options.id ?? autoId
  const [attempted, setAttempted] = useState(false)
  const [loaded, setLoaded] = useState<{ Engine: Engine['FormEngine']; schema: S } | null>(null)
  const [live, setLive] = useState<EngineState | null>(null)
  const latest = useRef(options)
  latest.current = options
  const names = useRef(new Set<string>())
  const loading = useRef(false)
  const waiting = useRef<((form: AnyForm) => void)[]>([])
  const pendingSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null)
  // Fields left before conform arrived: their blur would have validated them, so conform validates them on arrival.
  const blurred = useRef(new Set<string>())

  const load = useCallback(() => {
    if (loading.current) return
    loading.current = true
    Promise.all([loadEngine(), latest.current.schema()]).then(
      ([module, schema]) => setLoaded({ Engine: module.FormEngine, schema }),
      // Offline, say: the next focus or submit tries again.
      () => {
        loading.current = false
      },
    )
  }, [])
  const later = useCallback(
    (run: (form: AnyForm) => void) => {
      waiting.current.push(run)
      load()
    },
    [load],
  )

  // A result from the server (its own validation) is shown by conform.
  useEffect(() => {
    if (lastResult) load()
  }, [lastResult, load])

  useEffect(() => {
    if (!live) return
    for (const run of waiting.current.splice(0)) run(live.form)
    const pending = pendingSubmit.current
    pendingSubmit.current = null
    const left = [...blurred.current]
    blurred.current.clear()
    if (pending?.form.isConnected) pending.form.requestSubmit(pending.submitter)
    else if (latest.current.validateOn !== 'submit') for (const name of left) live.form.validate({ name })
  }, [live])

  const fields = (live ? live.fields : liteFields(formId, defaultValue, names.current)) as {
    [K in keyof KitInput<S>]-?: AnyField
  }
  const form = live ? live.form : liteForm(formId, fields, later)
  const kit: FormKitState = {
    messages,
    reveal,
    attempted,
    engine:
      loaded &&
      createElement(loaded.Engine, {
        formId,
        schema: loaded.schema,
        options: latest as RefObject<KitOptions<v.GenericSchema, unknown>>,
        names,
        lastResult,
        defaults: JSON.stringify(defaultValue ?? null),
        onState: setLive,
      }),
  }
  const own = live
    ? formControlProps(live.form)
    : {
        id: formId,
        noValidate: true,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault()
          pendingSubmit.current = { form: event.currentTarget, submitter: (event.nativeEvent as SubmitEvent).submitter }
          load()
        },
        onFocus: load,
        onPointerDown: load,
        onInput: load,
        onBlur: (event: FocusEvent<HTMLFormElement>) => {
          const name = (event.target as Partial<HTMLInputElement>).name
          if (name) blurred.current.add(name)
        },
      }
  const formProps = {
    ...own,
    onSubmitCapture: (event: FormEvent<HTMLFormElement>) => {
      if (isVisitorSubmit(event)) setAttempted(true)
    },
  }
  return { form, fields, kit, formProps }
}
