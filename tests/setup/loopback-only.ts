/**
 * Test guard: every suite runs with this setup file. Any attempt to open a TCP/TLS connection or
 * resolve a host that is not on the loopback interface throws, so a hidden network call fails the
 * test that made it instead of silently reaching (or timing out on) the outside world.
 */
import dns from 'node:dns'
import net from 'node:net'

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0'])

/** True when `host` names this machine's loopback interface. */
export function isLoopbackHost(host: string | undefined | null): boolean {
  if (host === undefined || host === null || host === '') return true
  const h = host.toLowerCase()
  return LOOPBACK_NAMES.has(h) || h.startsWith('127.') || h.endsWith('.localhost')
}

function refuse(host: string): never {
  throw new Error(`Blocked non-loopback network access to "${host}" during tests`)
}

const originalConnect = net.Socket.prototype.connect
net.Socket.prototype.connect = function patchedConnect(this: net.Socket, ...args: unknown[]) {
  // net.connect() passes its normalised arguments as one array: look inside it.
  const raw = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]
  const first = raw as { host?: string; path?: string } | number | string | undefined
  let host: string | undefined
  if (typeof first === 'object' && first !== null) {
    if (first.path === undefined) host = first.host ?? 'localhost'
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    host = typeof args[1] === 'string' ? args[1] : 'localhost'
  }
  if (host !== undefined && !isLoopbackHost(host)) refuse(host)
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
} as typeof net.Socket.prototype.connect

const originalLookup = dns.lookup
// biome-ignore lint/suspicious/noExplicitAny: dns.lookup has many overloads
;(dns as any).lookup = function patchedLookup(hostname: string, ...rest: unknown[]) {
  if (!isLoopbackHost(hostname)) refuse(hostname)
  return (originalLookup as (...a: unknown[]) => unknown)(hostname, ...rest)
}

const originalFetch = globalThis.fetch
if (typeof originalFetch === 'function') {
  globalThis.fetch = function guardedFetch(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const { hostname } = new URL(url, 'http://localhost')
    try {
      if (!isLoopbackHost(hostname.replace(/^\[|\]$/g, ''))) refuse(hostname)
    } catch (error) {
      return Promise.reject(error)
    }
    return originalFetch(input, init)
  } as typeof fetch
}
