import { describe, expect, it, vi } from 'vitest'
import type { WalletAddress } from '../request/methods'
import { followWalletAccountChange, type WalletAccountHandlers } from './followWalletAccountChange'
import { followWalletDisconnect } from './followWalletDisconnect'

// Real addresses (BIP-173 / BIP-350 vectors, a Stacks testnet address).
const TB1Q = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const TB1P = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const ST = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG'

/** A sats-connect style provider: `addListener(event, cb)` returning its remover. */
function satsProvider() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  return {
    addListener(event: string, cb: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(cb)
      return () => void set.delete(cb)
    },
    emit(event: string, payload?: unknown) {
      for (const cb of [...(listeners.get(event) ?? [])]) cb(payload)
    },
    count: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

const READ: WalletAddress[] = [{ address: TB1Q, purpose: 'payment', symbol: 'BTC', addressType: 'p2wpkh' }]

function handlers(read: () => Promise<readonly WalletAddress[]> = async () => READ) {
  const seen: (readonly WalletAddress[] | 'gone')[] = []
  const account: WalletAccountHandlers = {
    read: vi.fn(read),
    changed: (addresses) => void seen.push(addresses),
    gone: () => void seen.push('gone'),
  }
  return { account, seen }
}

/** Lets the follower's answer (a resolved promise, or a read) land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('followWalletAccountChange', () => {
  it('reports the addresses an accountChange carries, validated as a connect answer, without asking the wallet', async () => {
    const provider = satsProvider()
    const { account, seen } = handlers()
    followWalletAccountChange(provider, account)
    provider.emit('accountChange', {
      type: 'accountChange',
      addresses: [
        { address: ST, publicKey: '02ab', purpose: 'stacks', addressType: 'stacks' },
        { address: TB1P, publicKey: 'cd', purpose: 'ordinals', addressType: 'p2tr' },
        { address: 'tb1qnotanaddress', purpose: 'payment', addressType: 'p2wpkh' },
        { address: TB1Q, publicKey: 'ab', purpose: 'payment', addressType: 'p2wpkh' },
      ],
    })
    await settle()
    expect(seen).toEqual([
      [
        { address: TB1Q, purpose: 'payment', symbol: 'BTC', addressType: 'p2wpkh', publicKey: 'ab' },
        { address: TB1P, purpose: 'ordinals', symbol: 'BTC', addressType: 'p2tr', publicKey: 'cd' },
        { address: ST, purpose: 'stacks', symbol: 'STX', addressType: 'stacks', publicKey: '02ab' },
      ],
    ])
    expect(account.read).not.toHaveBeenCalled()
  })

  it('asks the wallet when the event carries no address, or none that is valid', async () => {
    const provider = satsProvider()
    const { account, seen } = handlers()
    followWalletAccountChange(provider, account)
    for (const payload of [
      undefined,
      null,
      'accountChange',
      { type: 'accountChange' },
      { type: 'accountChange', addresses: 'tb1q...' },
      { type: 'accountChange', addresses: [{ address: 'SP000' }, 42, null] },
      // an over-long address or type is not read
      { type: 'accountChange', addresses: [{ address: `${TB1Q}${'q'.repeat(200)}` }] },
      { type: 'accountChange', addresses: [{ address: TB1Q, addressType: 'x'.repeat(33) }] },
    ])
      provider.emit('accountChange', payload)
    await settle()
    expect(account.read).toHaveBeenCalledTimes(8)
    // only the last switch's answer is applied
    expect(seen).toEqual([READ])
  })

  it('reads only the first 20 entries of an event and drops over-long keys and paths', async () => {
    const provider = satsProvider()
    const { account, seen } = handlers()
    followWalletAccountChange(provider, account)
    const filler = Array.from({ length: 20 }, () => ({ address: 'not an address' }))
    provider.emit('accountChange', { type: 'accountChange', addresses: [...filler, { address: ST }] })
    await settle()
    expect(account.read).toHaveBeenCalledTimes(1)
    provider.emit('accountChange', {
      addresses: [{ address: ST, publicKey: 'a'.repeat(131), derivationPath: `m/${'0/'.repeat(60)}` }],
    })
    await settle()
    expect(seen.at(-1)).toEqual([{ address: ST, purpose: 'stacks', symbol: 'STX' }])
  })

  it('reports the account gone when the wallet answers no address, or its read fails or is refused', async () => {
    for (const read of [
      async () => [],
      async () => {
        throw { code: -32000, message: 'User rejected the request' }
      },
      async () => {
        throw new Error('offline')
      },
    ]) {
      const provider = satsProvider()
      const { account, seen } = handlers(read)
      followWalletAccountChange(provider, account)
      provider.emit('accountChange', { type: 'accountChange' })
      await settle()
      expect(seen).toEqual(['gone'])
    }
  })

  it('removes its listener on stop and reports nothing after, not even an answer still pending', async () => {
    const provider = satsProvider()
    let answer: (value: readonly WalletAddress[]) => void = () => {}
    const { account, seen } = handlers(() => new Promise((resolve) => (answer = resolve)))
    const stop = followWalletAccountChange(provider, account)
    expect(provider.count('accountChange')).toBe(1)
    provider.emit('accountChange', { type: 'accountChange' })
    stop()
    expect(provider.count('accountChange')).toBe(0)
    answer(READ)
    await settle()
    expect(seen).toEqual([])
  })

  it('a provider without events, or one that throws, is not followed and breaks nothing', async () => {
    const { account, seen } = handlers()
    const throwing = {
      addListener() {
        throw new Error('no events here')
      },
    }
    const noRemover = { addListener: () => 'not a function' }
    const failingRemover = {
      addListener: () => () => {
        throw new Error('cannot remove')
      },
    }
    for (const provider of [undefined, null, {}, { addListener: 1 }, throwing, noRemover, failingRemover]) {
      const stop = followWalletAccountChange(provider, account)
      expect(() => stop()).not.toThrow()
      const stopDisconnect = followWalletDisconnect(provider, () => {})
      expect(() => stopDisconnect()).not.toThrow()
    }
    await settle()
    expect(seen).toEqual([])
  })

  it('a payload whose addresses throw when read, or a handler that throws, breaks nothing', async () => {
    const provider = satsProvider()
    const seen: string[] = []
    followWalletAccountChange(provider, {
      read: async () => READ,
      changed: () => {
        seen.push('changed')
        throw new Error('the app failed')
      },
      gone: () => {},
    })
    const hostile = {
      get addresses() {
        throw new Error('trap')
      },
    }
    expect(() => provider.emit('accountChange', hostile)).not.toThrow()
    await settle()
    expect(seen).toEqual(['changed'])
    // the wallet's disconnect event is followed beside it
    const ended: string[] = []
    followWalletDisconnect(provider, () => void ended.push('disconnect'))
    provider.emit('disconnect')
    expect(ended).toEqual(['disconnect'])
  })
})
