/**
 * The part of `node:async_hooks` the Worker uses (nodejs_compat provides it at runtime). The app's tsconfig leaves
 * out @types/node so browser code cannot reach Node APIs by accident; Node-side configs get the real types.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R
    getStore(): T | undefined
  }
}
