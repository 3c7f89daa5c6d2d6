import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createMnemonic } from '../../keys/createMnemonic'
import { deriveWalletKeys } from '../../keys/deriveWalletKeys'
import { createRecoveryKit } from '../../shares/recoveryKit'
import { splitWalletSecret } from '../../shares/walletShares'
import { verifySolanaMessage } from '../testing/verifySolanaMessage'
import { createKeyVault } from '../vault/createKeyVault'
import { createMemoryVaultStorage } from '../vault/createMemoryVaultStorage'
import { listDeviceShares } from './listDeviceShares'
import { recoverWallet } from './recoverWallet'
import { signRecoveredEvmTransaction } from './signRecoveredEvmTransaction'
import { signRecoveredMessage } from './signRecoveredMessage'

async function rejection(promise: Promise<unknown>): Promise<{ name: string; code: string }> {
  return promise.then(
    () => ({ name: 'none', code: 'none' }),
    (error: { name: string; code: string }) => ({ name: error.name, code: error.code }),
  )
}

const TRANSACTION = {
  chainId: '0x1',
  nonce: '0x0',
  to: '0x000000000000000000000000000000000000dEaD',
  value: '0x1',
  gas: '0x5208',
  maxFeePerGas: '0x2',
  maxPriorityFeePerGas: '0x1',
}

describe('recoverWallet', () => {
  it('rebuilds the wallet from the kit file or the bare code and another share of the split', async () => {
    const mnemonic = createMnemonic()
    const set = await splitWalletSecret(mnemonic)
    const { accounts } = deriveWalletKeys(mnemonic)
    const file = JSON.stringify(createRecoveryKit(set.recovery, accounts, new Date()))
    const fromFile = await recoverWallet(file, set.device)
    expect(fromFile).toMatchObject({ mnemonic, setId: set.setId })
    expect(fromFile.keys.accounts).toEqual(accounts)
    expect((await recoverWallet(` ${set.recovery}\n`, `${set.auth}\n`)).keys.accounts).toEqual(accounts)
  })

  it("refuses another wallet's share or two recovery shares with a ShareError", async () => {
    const set = await splitWalletSecret(createMnemonic())
    const other = await splitWalletSecret(createMnemonic())
    expect(await rejection(recoverWallet(set.recovery, other.device))).toEqual({
      name: 'ShareError',
      code: 'SHARE_MISMATCH',
    })
    expect(await rejection(recoverWallet(set.recovery, set.recovery))).toEqual({
      name: 'ShareError',
      code: 'SHARE_SAME_KIND',
    })
    // The kit must be the recovery share: a device share given as the kit is refused.
    const error = await rejection(recoverWallet(set.device, set.auth))
    expect(error.code).toBe('SHARE_INVALID')
  })
})

describe('signing with a recovered wallet', () => {
  it('signs a message with both accounts (EIP-191 and ed25519) and caps its length', async () => {
    const { keys } = await recoverWallet(...(await kitAndShare()))
    const signatures = await signRecoveredMessage(keys, 'hello')
    expect(
      await verifyMessage({ address: keys.accounts.evm, message: 'hello', signature: signatures.evm }),
    ).toBe(true)
    expect(verifySolanaMessage('hello', signatures.solana, keys.accounts.solana)).toBe(true)
    expect(await rejection(signRecoveredMessage(keys, 'x'.repeat(10_001)))).toEqual({
      name: 'RecoverError',
      code: 'MESSAGE_TOO_LONG',
    })
  })

  it('signs a transaction given as JSON and refuses JSON that is not exactly its EIP-1559 fields', async () => {
    const { keys } = await recoverWallet(...(await kitAndShare()))
    expect(
      await signRecoveredEvmTransaction(keys, JSON.stringify({ ...TRANSACTION, type: 'eip1559' })),
    ).toMatch(/^0x02/)
    for (const json of ['{', '[]', '"0x1"', JSON.stringify({ ...TRANSACTION, from: TRANSACTION.to })]) {
      const error = await rejection(signRecoveredEvmTransaction(keys, json))
      expect(error, json).toEqual({ name: 'RecoverError', code: 'TRANSACTION_INVALID' })
    }
    const legacy = await rejection(
      signRecoveredEvmTransaction(keys, JSON.stringify({ ...TRANSACTION, type: 'legacy' })),
    )
    expect(legacy.code).toBe('TRANSACTION_INVALID')
    const number = await rejection(
      signRecoveredEvmTransaction(keys, JSON.stringify({ ...TRANSACTION, nonce: 0 })),
    )
    expect(number.code).toBe('TRANSACTION_INVALID')
    const badValue = await rejection(
      signRecoveredEvmTransaction(keys, JSON.stringify({ ...TRANSACTION, value: '1.5' })),
    )
    expect(badValue).toEqual({ name: 'FrameError', code: 'INVALID_PARAMS' })
    const huge = await rejection(signRecoveredEvmTransaction(keys, ' '.repeat(100_001)))
    expect(huge.code).toBe('INPUT_TOO_LARGE')
  })
})

describe('listDeviceShares', () => {
  it("lists the vault's device shares, leaving out other shares, phrases and records that do not open", async () => {
    const storage = createMemoryVaultStorage()
    const vault = createKeyVault({ storage })
    const set = await splitWalletSecret(createMnemonic())
    await vault.save('u-device', set.device)
    await vault.save('u-auth', set.auth)
    await vault.save('u-phrase', createMnemonic())
    await storage.put(
      'u-moved',
      (await storage.get('u-device')) as NonNullable<Awaited<ReturnType<typeof storage.get>>>,
    )
    expect(await listDeviceShares(storage)).toEqual([
      { userId: 'u-device', share: set.device, setId: set.setId },
    ])
  })

  it('gives none for a storage that cannot list its records', async () => {
    const { keys: _keys, ...storage } = createMemoryVaultStorage()
    await createKeyVault({ storage }).save('u-1', (await splitWalletSecret(createMnemonic())).device)
    expect(await listDeviceShares(storage)).toEqual([])
  })
})

async function kitAndShare(): Promise<[string, string]> {
  const set = await splitWalletSecret(createMnemonic())
  return [set.recovery, set.device]
}
