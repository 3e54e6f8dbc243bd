/** Hono environment of the edge worker: the Worker bindings from wrangler.toml (types from `wrangler types`). */
export type EdgeEnv = { Bindings: Env; Variables: { nonce: string; requestId: string } }
