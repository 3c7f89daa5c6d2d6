import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiwxSession } from '../adapters/siwxTypes'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import { createDefaultSiwx, SIWX_SESSIONS_KEY } from '../slices/siwx/createDefaultSiwx'
import { createEd25519SiwxVerifier, createTestAccount } from '../slices/siwx/testing/ed25519SiwxVerifier'
import type { SiwxConfig } from '../slices/siwx/types'
import { createMemoryAdapter, testNetworks } from '../testing/memoryAdapter'
import { memorySiwx } from '../testing/memorySiwx'
import { createLatch } from './createLatch'

afterEach(() => {
  vi.useRealTimers()
})

function setup(required: boolean) {
  const evm = createMemoryAdapter({ namespace: 'eip155' })
  const siwx = memorySiwx({ required })
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], siwx })
  return { latch, siwx }
}

describe('sign-in wiring', () => {
  it('after connect with sign-in on and no session the sign view opens, and the required sign-in refuses to close (shake 500 ms)', async () => {
    const { latch } = setup(true)
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(latch.getState().modal.open).toBe(true)
    vi.useFakeTimers()
    latch.close()
    expect(latch.getState().modal).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(500)
    expect(latch.getState().modal.shake).toBe(false)
  })

  it('signing adds the session and closes the modal', async () => {
    const { latch, siwx } = setup(true)
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    const session = await latch.siwx.requestSignMessage()
    expect(session?.signature).toBe('0xsignature')
    expect(siwx.sessions).toHaveLength(1)
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getEvents().map((e) => e.event)).toContain('SIWX_AUTH_SUCCESS')
  })

  it('with a session already stored the modal closes after connect as usual', async () => {
    const { latch } = setup(false)
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await latch.siwx.requestSignMessage()
    await latch.disconnect()
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(latch.getState().modal.open).toBe(false))
  })

  it('the session signed, stored and returned is one frozen copy: changing the returned session or the config’s data object changes nothing stored', async () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const base = memorySiwx({ required: false })
    let created: { accountAddress: string } | undefined
    const siwx: SiwxConfig = {
      ...base,
      async createMessage(input) {
        const message = await base.createMessage(input)
        created = message.data
        return message
      },
    }
    const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], siwx })
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    const session = await latch.siwx.requestSignMessage()
    const signedFor = session?.data.accountAddress
    expect(signedFor).toBeTypeOf('string')
    expect(() => {
      ;(session as SiwxSession).data.accountAddress = '0x000000000000000000000000000000000000dEaD'
    }).toThrow(TypeError)
    if (created) created.accountAddress = '0x000000000000000000000000000000000000bEEF'
    expect(base.sessions[0]?.data.accountAddress).toBe(signedFor)
    expect(Object.isFrozen(base.sessions[0])).toBe(true)
  })

  it('a sign-in message that is not a string is refused with "Error signing message" and nothing is signed or stored', async () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const base = memorySiwx({ required: false })
    const siwx: SiwxConfig = {
      ...base,
      async createMessage(input) {
        const { data } = await base.createMessage(input)
        return { data, message: { toString: () => 'looks like text' } as unknown as string }
      },
    }
    const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], siwx })
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(await latch.siwx.requestSignMessage()).toBeUndefined()
    // the error toast replaces "Authenticating..." after the 150 ms toast swap delay
    await vi.waitFor(() => expect(latch.getState().snack.message).toBe('Error signing message'))
    expect(base.sessions).toEqual([])
  })
})

/** A hex signature with its first byte's bits inverted: always a different signature. */
function flipFirstByte(signature: string): string {
  const first = (Number.parseInt(signature.slice(0, 2), 16) ^ 0xff).toString(16).padStart(2, '0')
  return `${first}${signature.slice(2)}`
}

describe('default sign-in sessions kept on this device', () => {
  /** A returning visitor: the sessions a previous page load stored, read by a new createLatch over the same store. */
  async function returningVisitor(tamper: (session: SiwxSession) => SiwxSession) {
    const account = createTestAccount()
    const kv = createMemoryStore()
    const config = () =>
      createDefaultSiwx({
        verifiers: [createEd25519SiwxVerifier('eip155')],
        storage: createStorage(kv),
        domain: 'app.test',
        uri: 'https://app.test',
        required: true,
      })
    const before = config()
    const { data, message } = await before.createMessage({
      chainId: testNetworks.ethereum.caipNetworkId,
      accountAddress: account.address,
    })
    const session = { data, message, signature: await account.signMessage(message) }
    await before.addSession(session)
    kv.setItem(`@latch/${SIWX_SESSIONS_KEY}`, JSON.stringify({ v: 1, d: [tamper(session)] }))
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      accounts: { injected: [{ address: account.address }] },
    })
    const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], siwx: config() })
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    return latch
  }

  it('a stored session that still verifies signs the returning visitor in: the modal closes after connect', async () => {
    const latch = await returningVisitor((session) => session)
    await vi.waitFor(() => expect(latch.getState().siwx.hasSession).toBe(true))
    expect(latch.getState().modal.open).toBe(false)
  })

  it('a stored session whose signature or data was changed is not served: the sign view opens and closing is refused', async () => {
    for (const tamper of [
      // the first byte flipped: an ed25519 signature's last byte is 0x00 about one time in 16 (S < 2^253),
      // so overwriting that one with 00 would sometimes change nothing
      (s: SiwxSession) => ({ ...s, signature: flipFirstByte(s.signature) }),
      (s: SiwxSession) => ({ ...s, data: { ...s.data, resources: ['https://app.test/admin'] } }),
    ]) {
      const latch = await returningVisitor(tamper)
      // re-verifying the stored ed25519 session can take over vi.waitFor's 1 s default on a loaded machine
      await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'), { timeout: 5_000 })
      expect(latch.getState().siwx.hasSession).toBe(false)
      latch.close()
      expect(latch.getState().modal.open).toBe(true)
    }
    // two sessions re-verified, each allowed 5 s above: the test's own limit must cover both
  }, 15_000)
})
