// Preloaded (`node --import`) into `next build` and `next start` of the Next.js fixture: records
// every outgoing TCP connection, every fetch, and every use of Web Storage, so the test can prove
// the server render touched none of them. Plain JavaScript: it runs in the fixture's Node as is.
import { appendFileSync } from 'node:fs'
import net from 'node:net'

const log = process.env.LATCH_SERVER_GUARD_LOG
const record = (kind, detail) => {
  if (log) appendFileSync(log, `${JSON.stringify({ kind, detail, pid: process.pid })}\n`)
}

const connect = net.Socket.prototype.connect
net.Socket.prototype.connect = function guardedConnect(...args) {
  // net.connect() passes its arguments normalised as one array [options, callback].
  const [first, second] = Array.isArray(args[0]) ? args[0] : args
  const options = typeof first === 'object' && first !== null ? first : {}
  // IPC between Next's own processes goes over pipes (a path), not the network.
  if (typeof options.path !== 'string' && typeof first !== 'string') {
    const port = options.port ?? first
    const host = options.host ?? (typeof second === 'string' ? second : 'localhost')
    record('connect', `${host}:${port}`)
  }
  return connect.apply(this, args)
}

const originalFetch = globalThis.fetch
globalThis.fetch = function guardedFetch(input, init) {
  record('fetch', typeof input === 'string' ? input : String(input?.url ?? input))
  return originalFetch.call(this, input, init)
}

// Node 20 has no Web Storage; newer Node has a global localStorage. Give the server one that
// records every use, so code that would touch it on a newer Node is caught here too.
const storage = (name) => ({
  get length() {
    record('storage', `${name}.length`)
    return 0
  },
  key: (index) => record('storage', `${name}.key(${index})`) ?? null,
  getItem: (key) => record('storage', `${name}.getItem(${key})`) ?? null,
  setItem: (key) => record('storage', `${name}.setItem(${key})`),
  removeItem: (key) => record('storage', `${name}.removeItem(${key})`),
  clear: () => record('storage', `${name}.clear()`),
})
for (const name of ['localStorage', 'sessionStorage']) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value: storage(name), configurable: true })
}
