/** One call's first argument, as the API's routes declare it (ADR 0021): path params, query and JSON body. */
type Args = { param?: Record<string, string>; query?: Record<string, unknown>; json?: unknown }
/** One call's second argument: `callOptions()` (api-client.ts). */
type Options = { headers?: Record<string, string>; init?: RequestInit }

export type TypedClientOptions = {
  fetch: (path: string, init: RequestInit) => Promise<Response>
  headers: Record<string, string>
  buildSearchParams: (query: Record<string, never>) => URLSearchParams
}

/**
 * The typed client's calls (ADR 0021) in a few hundred bytes; `Client` is Hono's `hc<App>` type, so every call stays
 * typed by the API's routes. Every page carries the client (the shell asks who is signed in), and Hono's own client
 * (its cookie serializer, WebSocket and URL helpers, deep merge) was 8 KB of every first load (issue 45). Only what our callers use is built: `api.a[':id'].b.$post({ param, query, json }, { headers, init })`.
 * Path params replace `:name` segments as given (callers encode them), the query goes through `buildSearchParams`,
 * a JSON body gets its Content-Type, and `init` (the abort signal) is passed to `fetch`, as Hono's client did.
 */
export function typedClient<Client>(options: TypedClientOptions): Client {
  const call = (path: readonly string[], method: string, args: Args = {}, callOptions: Options = {}) => {
    let url = ''
    for (const part of path) {
      // No route of ours declares an optional or pattern param (`:id?`, `:id{…}`): a segment is a name or `:name`.
      const value = part.startsWith(':') ? args.param?.[part.slice(1)] : part
      if (value) url += `/${value}`
    }
    const query = args.query ? options.buildSearchParams(args.query as Record<string, never>).toString() : ''
    const headers: Record<string, string> = { ...options.headers, ...callOptions.headers }
    let body: string | undefined
    if (args.json !== undefined) {
      body = JSON.stringify(args.json)
      headers['Content-Type'] = 'application/json'
    }
    return options.fetch(query ? `${url}?${query}` : url, {
      method: method.toUpperCase(),
      headers,
      body: method === 'get' ? undefined : body,
      ...callOptions.init,
    })
  }
  const node = (path: readonly string[]): unknown =>
    new Proxy(() => {}, {
      // `then` stays undefined: a client path is never mistaken for a promise by `await`.
      get: (_, key) => (typeof key === 'string' && key !== 'then' ? node([...path, key]) : undefined),
      apply: (_, __, [args, callOptions]: [Args?, Options?]) => {
        const method = path.at(-1)!
        if (!method.startsWith('$')) throw new TypeError(`not an API call: ${path.join('.')}`)
        return call(path.slice(0, -1), method.slice(1), args, callOptions)
      },
    })
  // The one place the proxy gets its type: Hono's, computed from the API's routes.
  return node([]) as Client
}
