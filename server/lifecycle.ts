/**
 * What a server does when it is told to stop (SIGTERM, SIGINT, or app.close() in tests), before it waits for
 * the requests in flight: it says it is no longer ready (GET /api/ready answers 503) and calls every
 * registered hook. Live connections that never end on their own (server-sent events, WebSockets) register one
 * here to say goodbye and close, so that the server can finish.
 */
export function lifecycle() {
  const hooks: Array<() => unknown> = []
  let draining = false
  return {
    /** True from the moment the server was told to stop. */
    get draining() {
      return draining
    },
    onShutdown(hook: () => unknown) {
      hooks.push(hook)
    },
    /** Runs each hook once; one hook failing does not keep the others from running. */
    async shutdown() {
      if (draining) return
      draining = true
      await Promise.allSettled(hooks.map(async (hook) => hook()))
    },
  }
}

export type Lifecycle = ReturnType<typeof lifecycle>
