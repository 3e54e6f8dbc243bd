/**
 * workerd closes a connection that has been idle for 5 s; undici keeps an idle one for 4 s, on timers of a second's
 * grain. On a loaded machine a request can go out on a socket workerd has just closed, and fails with "other side
 * closed" before any answer (four CI runs, at load 5–8, each time in api-marketplace's hostile search). Miniflare's
 * own client to workerd closes idle sockets after 1 s for this reason; so do the tests' requests.
 */
import { Agent, setGlobalDispatcher } from 'undici'

setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }))
