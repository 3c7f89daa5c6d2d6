import { MESSAGES } from '@latch/core'
import type { StacksChainAdapter } from '@latch/stacks'
import { describeStacksTransaction, verifyStacksMessageSignature } from '@latch/stacks/validation'
import { createTestWbipWallet, TEST_KEYS, type TestWalletFlavour } from '@latch/testing/stacks'
import {
  Cl,
  type ClarityValue,
  deserializeTransaction,
  makeUnsignedSTXTokenTransfer,
} from '@stacks/transactions'
import { describe, expect, it } from 'vitest'
import { setupStacksWorld } from './setupStacksWorld'

const FLAVOURS: TestWalletFlavour[] = ['leather', 'xverse', 'sip030']
const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts
const mainnetBob = createTestWbipWallet({
  flavour: 'leather',
  network: 'mainnet',
  keys: TEST_KEYS.bob,
}).accounts

async function connected(flavour: TestWalletFlavour) {
  const world = await setupStacksWorld({ flavour })
  await world.stacks.connect({ connectorId: world.wallet.id })
  return world
}

/** Flips one c32 character of an address so its checksum no longer matches. */
function breakChecksum(address: string): string {
  const last = address.at(-1) === '0' ? '1' : '0'
  return address.slice(0, -1) + last
}

describe('Stacks methods', () => {
  for (const flavour of FLAVOURS) {
    it(`${flavour}: a signed STX transfer decodes to exactly the requested recipient, amount and memo, and its signature verifies`, async () => {
      const { wallet, stacks } = await connected(flavour)
      const amount = 2n ** 64n - 1n
      const result = await stacks.call('stx_transferStx', {
        recipient: bob.stxAddress,
        amount,
        memo: 'a'.repeat(34),
      })
      expect(wallet.calls.at(-1)?.params).toMatchObject({
        amount: '18446744073709551615',
        recipient: bob.stxAddress,
      })
      const hex = wallet.signed.at(-1)!
      const tx = await describeStacksTransaction(hex, 'testnet')
      expect(tx).toMatchObject({
        type: 'token_transfer',
        recipient: bob.stxAddress,
        amount,
        memo: 'a'.repeat(34),
      })
      expect(result.txid).toBe(tx.txid)
      expect(() => deserializeTransaction(hex).verifyOrigin()).not.toThrow()
    })
  }

  it('stx_callContract sends Clarity values as hex and the wallet signs a call with exactly those arguments', async () => {
    const { wallet, stacks } = await connected('leather')
    const contract = `${bob.stxAddress}.vault`
    await stacks.call('stx_callContract', {
      contract,
      functionName: 'deposit',
      functionArgs: [
        Cl.uint(2n ** 128n - 1n),
        Cl.int(-(2n ** 127n)),
        Cl.stringAscii('x'.repeat(128)),
        Cl.principal(bob.stxAddress),
      ],
      postConditions: [
        {
          type: 'stx-postcondition',
          address: wallet.accounts.stxAddress,
          condition: 'lte',
          amount: 2n ** 64n - 1n,
        },
      ],
    })
    const sent = wallet.calls.at(-1)?.params as { functionArgs: unknown[]; postConditions: unknown[] }
    expect(sent.functionArgs.every((a) => typeof a === 'string')).toBe(true)
    expect(sent.postConditions.every((a) => typeof a === 'string')).toBe(true)
    const tx = await describeStacksTransaction(wallet.signed.at(-1)!, 'testnet')
    expect(tx).toMatchObject({ type: 'contract_call', contract, functionName: 'deposit' })
    if (tx.type === 'contract_call') expect(tx.functionArgs[0]).toEqual(Cl.uint(2n ** 128n - 1n))
  })

  it('stx_deployContract produces a smart_contract transaction with the code', async () => {
    const { wallet, stacks } = await connected('xverse')
    const code = '(define-read-only (hello) (ok u1))'
    const result = await stacks.call('stx_deployContract', { name: 'hello-world', clarityCode: code })
    const tx = await describeStacksTransaction(wallet.signed.at(-1)!, 'testnet')
    expect(tx).toMatchObject({
      type: 'smart_contract',
      contractName: 'hello-world',
      codeBody: code,
      txid: result.txid,
    })
  })

  it('stx_signTransaction returns a transaction whose origin signature verifies', async () => {
    const { wallet, stacks } = await connected('sip030')
    const unsigned = await makeUnsignedSTXTokenTransfer({
      recipient: bob.stxAddress,
      amount: 5n,
      fee: 200n,
      nonce: 0n,
      publicKey: wallet.accounts.stxPublicKey,
      network: 'testnet',
    })
    const { transaction } = await stacks.call('stx_signTransaction', { transaction: unsigned.serialize() })
    expect(() => deserializeTransaction(transaction).verifyOrigin()).not.toThrow()
  })

  for (const flavour of FLAVOURS) {
    it(`${flavour}: stx_signMessage returns a 65-byte signature that verifies for the wallet's address`, async () => {
      const { wallet, stacks } = await connected(flavour)
      const { signature } = await stacks.call('stx_signMessage', { message: 'Sign in to Latch ✓' })
      expect(signature).toHaveLength(130)
      const message = 'Sign in to Latch ✓'
      await expect(
        verifyStacksMessageSignature({ address: wallet.accounts.stxAddress, message, signature }),
      ).resolves.toBe(true)
      await expect(
        verifyStacksMessageSignature({ address: bob.stxAddress, message, signature }),
      ).resolves.toBe(false)
      await expect(
        verifyStacksMessageSignature({
          address: wallet.accounts.stxAddress,
          message: `${message}!`,
          signature,
        }),
      ).resolves.toBe(false)
    })
  }

  it('stx_signStructuredMessage sends hex Clarity domain and message and returns a signature', async () => {
    const { wallet, stacks } = await connected('leather')
    const domain = Cl.tuple({
      name: Cl.stringAscii('Latch'),
      version: Cl.stringAscii('1'),
      'chain-id': Cl.uint(2147483648),
    })
    const result = await stacks.call('stx_signStructuredMessage', { domain, message: Cl.stringAscii('hi') })
    expect(result.signature).toHaveLength(130)
    const sent = wallet.calls.at(-1)?.params as { domain?: unknown } | undefined
    expect(typeof sent?.domain).toBe('string')
  })

  it('stx_updateProfile reaches Leather but fails with -32601 on Xverse before it is contacted', async () => {
    const leather = await connected('leather')
    await expect(leather.stacks.call('stx_updateProfile', { person: { name: 'Alice' } })).resolves.toEqual({
      person: { name: 'Alice' },
    })
    const xverse = await connected('xverse')
    const before = xverse.wallet.calls.length
    await expect(
      xverse.stacks.call('stx_updateProfile', { person: { name: 'Alice' } }),
    ).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
      code: -32601,
    })
    expect(xverse.wallet.calls.length).toBe(before)
  })
})

describe('bad input is stopped before the wallet is contacted (SPEC §5)', () => {
  const cases: [string, (stacks: StacksChainAdapter, me: string) => Promise<unknown>, object][] = [
    [
      'a 35-byte memo',
      (s) => s.call('stx_transferStx', { recipient: bob.stxAddress, amount: 1n, memo: 'a'.repeat(35) }),
      { code: 'MEMO_TOO_LONG' },
    ],
    [
      'a 34-byte memo of multi-byte characters plus one',
      (s) => s.call('stx_transferStx', { recipient: bob.stxAddress, amount: 1n, memo: `${'é'.repeat(17)}a` }),
      { code: 'MEMO_TOO_LONG' },
    ],
    [
      'an amount of 2^64',
      (s) => s.call('stx_transferStx', { recipient: bob.stxAddress, amount: 2n ** 64n }),
      { code: 'AMOUNT_OUT_OF_RANGE' },
    ],
    [
      'a negative amount',
      (s) => s.call('stx_transferStx', { recipient: bob.stxAddress, amount: -1n }),
      { code: 'AMOUNT_OUT_OF_RANGE' },
    ],
    [
      'a float amount',
      (s) => s.call('stx_transferStx', { recipient: bob.stxAddress, amount: 1.5 as unknown as bigint }),
      { code: 'INVALID_AMOUNT' },
    ],
    [
      'a bad checksum',
      (s) => s.call('stx_transferStx', { recipient: breakChecksum(bob.stxAddress), amount: 1n }),
      { message: expect.stringContaining(MESSAGES.invalidChecksum) },
    ],
    [
      'a mainnet address on testnet',
      (s) => s.call('stx_transferStx', { recipient: mainnetBob.stxAddress, amount: 1n }),
      { code: 'WRONG_NETWORK' },
    ],
    [
      'a post-condition amount of 2^64',
      (s, me) =>
        s.call('stx_callContract', {
          contract: `${bob.stxAddress}.vault`,
          functionName: 'f',
          postConditions: [{ type: 'stx-postcondition', address: me, condition: 'eq', amount: 2n ** 64n }],
        }),
      { code: 'AMOUNT_OUT_OF_RANGE' },
    ],
    [
      'a uint of 2^128',
      (s) =>
        s.call('stx_callContract', {
          contract: `${bob.stxAddress}.vault`,
          functionName: 'f',
          functionArgs: [{ type: 'uint', value: 2n ** 128n } as ClarityValue],
        }),
      { code: 'UINT_OUT_OF_RANGE' },
    ],
    [
      'an int below -2^127',
      (s) =>
        s.call('stx_callContract', {
          contract: `${bob.stxAddress}.vault`,
          functionName: 'f',
          functionArgs: [{ type: 'int', value: -(2n ** 127n) - 1n } as ClarityValue],
        }),
      { code: 'INT_OUT_OF_RANGE' },
    ],
    [
      'a 129-byte string',
      (s) =>
        s.call('stx_callContract', {
          contract: `${bob.stxAddress}.vault`,
          functionName: 'f',
          functionArgs: [Cl.stringUtf8('x'.repeat(129))],
        }),
      { code: 'STRING_TOO_LONG' },
    ],
    [
      'a Bitcoin address as STX recipient',
      (s) => s.call('stx_transferStx', { recipient: bob.btcPaymentAddress, amount: 1n }),
      { code: 'INVALID_STACKS_ADDRESS' },
    ],
  ]
  for (const [what, run, expected] of cases) {
    it(`rejects ${what}`, async () => {
      const { wallet, stacks } = await connected('leather')
      const before = wallet.calls.length
      await expect(run(stacks, wallet.accounts.stxAddress)).rejects.toMatchObject({
        name: 'ValidationError',
        ...expected,
      })
      expect(wallet.calls.length).toBe(before)
    })
  }

  for (const flavour of ['leather', 'xverse'] as const) {
    it(`${flavour}: a Bitcoin recipient with a typo or of another network is refused with a typed error before the wallet is asked`, async () => {
      const { wallet, bip122 } = await connected(flavour)
      const before = wallet.calls.length
      const typo = (address: string, at: number) => {
        const alphabet = address.startsWith('tb1')
          ? 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
          : '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
        const next = alphabet[(alphabet.indexOf(address[at]!) + 1) % alphabet.length]!
        return address.slice(0, at) + next + address.slice(at + 1)
      }
      const cases: [string, object][] = [
        [
          typo(bob.btcPaymentAddress, 10),
          { code: 'INVALID_CHECKSUM', shortMessage: MESSAGES.invalidChecksum },
        ],
        [
          typo(bob.btcOrdinalsAddress, 20),
          { code: 'INVALID_CHECKSUM', shortMessage: MESSAGES.invalidChecksum },
        ],
        // A testnet P2PKH address (base58check) with one character changed.
        [
          typo('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 8),
          { code: 'INVALID_CHECKSUM', shortMessage: MESSAGES.invalidChecksum },
        ],
        [mainnetBob.btcPaymentAddress, { code: 'WRONG_NETWORK' }],
        // A valid regtest address is not a testnet address either.
        ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', { code: 'WRONG_NETWORK' }],
        [
          bob.btcPaymentAddress.toUpperCase().slice(0, 10) + bob.btcPaymentAddress.slice(10),
          { code: 'INVALID_BITCOIN_ADDRESS' },
        ],
      ]
      for (const [address, expected] of cases) {
        await expect(
          bip122.call('sendTransfer', { recipients: [{ address, amount: 1_000n }] }),
          address,
        ).rejects.toMatchObject({ name: 'ValidationError', ...expected })
      }
      expect(wallet.calls.length).toBe(before)
      await bip122.call('sendTransfer', { recipients: [{ address: bob.btcPaymentAddress, amount: 1_000n }] })
      expect(wallet.calls.length).toBe(before + 1)
    })
  }

  it('a Stacks address as sendTransfer recipient is refused (S routes to Stacks)', async () => {
    const { wallet, bip122 } = await connected('xverse')
    const before = wallet.calls.length
    await expect(
      bip122.call('sendTransfer', { recipients: [{ address: bob.stxAddress, amount: 1n }] }),
    ).rejects.toMatchObject({
      code: 'INVALID_BITCOIN_ADDRESS',
    })
    expect(wallet.calls.length).toBe(before)
  })
})
