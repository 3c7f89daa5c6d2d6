// The hosted JSON-RPC URL of a network the app gave no RPC URL (SPEC §7: chainId and project id
// query values), and the options it refuses before anything is requested.
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/errors'
import type { CaipNetwork } from './types'
import { DEFAULT_HOSTED_RPC_URL, withHostedRpc } from './withHostedRpc'

const optimism: CaipNetwork = {
  id: '10',
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
}
const urlOf = (network: CaipNetwork) => new URL(network.rpcUrls.default.http[0] ?? '')

describe('withHostedRpc', () => {
  it('gives a network without an RPC URL the hosted one, with its chainId and the projectId', () => {
    const url = urlOf(withHostedRpc(optimism, { projectId: 'a&b c' }))
    expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_HOSTED_RPC_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({ chainId: 'eip155:10', projectId: 'a&b c' })
  })

  it("keeps the base's own query values", () => {
    const url = urlOf(
      withHostedRpc(optimism, { projectId: 'p', rpcUrl: 'http://127.0.0.1:4000/v1/?region=eu' }),
    )
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4000/v1/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: 'eu',
      chainId: 'eip155:10',
      projectId: 'p',
    })
  })

  it("never replaces the app's own RPC URL", () => {
    const own = { ...optimism, rpcUrls: { default: { http: ['http://127.0.0.1:9/node'] } } }
    expect(withHostedRpc(own, { projectId: 'p' })).toBe(own)
  })

  it('refuses a network without an RPC URL when there is no projectId (NO_RPC_URL)', () => {
    expect(() => withHostedRpc(optimism, {})).toThrow(expect.objectContaining({ code: 'NO_RPC_URL' }))
  })

  it.each(['ftp://rpc.example/v1/', 'javascript:alert(1)', 'rpc.example/v1', 'http://rpc.example/v1/', ''])(
    'refuses an rpcUrl that is not https (or http on a loopback host): %j (INVALID_RPC_URL)',
    (rpcUrl) => {
      const error = (() => {
        try {
          withHostedRpc(optimism, { projectId: 'p', rpcUrl })
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ code: 'INVALID_RPC_URL' })
    },
  )
})
