import { ValidationError } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { describe, expect, it } from 'vitest'
import { readSmartAccountOptions } from './readSmartAccountOptions'
import type { EmbeddedSmartAccountOptions } from './types'

const local = testNetworks.ethereum
const good: EmbeddedSmartAccountOptions = {
  caipNetworkId: 'eip155:1',
  implementation: '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb',
  bundlerUrl: 'http://127.0.0.1:4337',
  paymasterUrl: 'https://paymaster.example/rpc',
}
const read = (smartAccount: unknown) =>
  readSmartAccountOptions({
    authUrl: 'http://127.0.0.1:1',
    frameUrl: 'http://127.0.0.1:2/frame.html',
    networks: [local],
    smartAccount: smartAccount as EmbeddedSmartAccountOptions,
  })

describe("the embedded wallet's smartAccount options", () => {
  it('keeps well-formed settings with their network; none without the option', () => {
    expect(read(good)).toEqual({
      network: local,
      implementation: good.implementation,
      bundlerUrl: good.bundlerUrl,
      paymasterUrl: good.paymasterUrl,
    })
    expect(read(undefined)).toBeUndefined()
  })

  it.each([
    ['not an object', 'smart'],
    ['a chain the wallet was not given', { ...good, caipNetworkId: 'eip155:10' }],
    ['an implementation that is not an address', { ...good, implementation: '0x1234' }],
    ['a bundler URL that is not http(s)', { ...good, bundlerUrl: 'ws://127.0.0.1:4337' }],
    ['a paymaster URL that is not a URL', { ...good, paymasterUrl: 'paymaster' }],
  ])('refuses %s (INVALID_OPTIONS)', (_what, options) => {
    const error = (() => {
      try {
        read(options)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS' })
  })
})
