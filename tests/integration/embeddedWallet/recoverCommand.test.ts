import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DevChain, startDevChain } from '@latch/testing/evm'
import {
  createPublicClient,
  createWalletClient,
  http,
  numberToHex,
  parseEther,
  type TransactionSerializedEIP1559,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifySolanaMessage } from '../../../packages/embedded-wallet/src/frame/testing/verifySolanaMessage'
import { createMnemonic } from '../../../packages/embedded-wallet/src/keys/createMnemonic'
import { deriveWalletKeys } from '../../../packages/embedded-wallet/src/keys/deriveWalletKeys'
import { createRecoveryKit } from '../../../packages/embedded-wallet/src/shares/recoveryKit'
import { SHARE_ERROR_MESSAGES } from '../../../packages/embedded-wallet/src/shares/ShareError'
import {
  readShare,
  splitWalletSecret,
  type WalletShareSet,
  writeShare,
} from '../../../packages/embedded-wallet/src/shares/walletShares'

/**
 * `latch-embedded-wallet recover`, run as the visitor would (a child process, its `bin` from
 * source), with real shares from splitWalletSecret and no server: it rebuilds the wallet, signs what
 * verifies, signs a transaction the Hardhat dev chain mines, and refuses bad input with exit 1 and
 * the share error's message.
 */

// The built bin, as `npx @latch/embedded-wallet recover` runs it (`pnpm test` builds before vitest).
const BIN = fileURLToPath(new URL('../../../packages/embedded-wallet/dist/cli.js', import.meta.url))

type Run = { code: number; stdout: string; stderr: string }

/** Runs the command with `args`, `input` on its stdin. */
function run(args: readonly string[], input = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
    child.stdin?.end(input)
  })
}

/** The value of the `label: value` line the command printed. */
function line(stdout: string, label: string): string {
  const found = stdout.split('\n').find((l) => l.startsWith(`${label}: `))
  return found?.slice(label.length + 2) ?? ''
}

let chain: DevChain
let dir: string
let mnemonic: string
let set: WalletShareSet
let kitFile: string
let shareFile: string

beforeAll(async () => {
  chain = await startDevChain()
  dir = await mkdtemp(path.join(tmpdir(), 'latch-recover-'))
  mnemonic = createMnemonic()
  set = await splitWalletSecret(mnemonic)
  kitFile = path.join(dir, 'kit.json')
  shareFile = path.join(dir, 'device-share.txt')
  const { accounts } = deriveWalletKeys(mnemonic)
  await writeFile(kitFile, JSON.stringify(createRecoveryKit(set.recovery, accounts, new Date()), null, 2))
  await writeFile(shareFile, `${set.device}\n`)
})

afterAll(async () => {
  await chain?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

// Each run starts the built bin with node.
describe('latch-embedded-wallet recover', { timeout: 120_000 }, () => {
  it('prints the addresses deriveWalletKeys gives, from the kit file and the device share file', async () => {
    const result = await run(['recover', '--kit', kitFile, '--share', shareFile])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const { accounts } = deriveWalletKeys(mnemonic)
    expect(line(result.stdout, 'EVM address')).toBe(accounts.evm)
    expect(line(result.stdout, 'Solana address')).toBe(accounts.solana)
  })

  it('takes the bare recovery code and the share text too, and the auth share in place of the device share', async () => {
    const { accounts } = deriveWalletKeys(mnemonic)
    const bare = await run(['recover', '--kit', set.recovery.toLowerCase(), '--share', set.device])
    expect(line(bare.stdout, 'EVM address')).toBe(accounts.evm)
    const auth = await run(['recover', '--kit', kitFile, '--share', set.auth])
    expect(line(auth.stdout, 'Solana address')).toBe(accounts.solana)
  })

  it('signs a message with both accounts: the EIP-191 and the ed25519 signatures verify', async () => {
    const message = 'I still hold this wallet — 2026'
    const result = await run(['recover', '--kit', kitFile, '--share', shareFile, '--sign-message', message])
    expect(result.code).toBe(0)
    const { accounts } = deriveWalletKeys(mnemonic)
    const evm = line(result.stdout, 'EVM signature (EIP-191)') as `0x${string}`
    expect(await verifyMessage({ address: accounts.evm, message, signature: evm })).toBe(true)
    expect(await verifyMessage({ address: accounts.evm, message: `${message}!`, signature: evm })).toBe(false)
    const solana = line(result.stdout, 'Solana signature (ed25519, base58)')
    expect(verifySolanaMessage(message, solana, accounts.solana)).toBe(true)
  })

  it('signs an EIP-1559 transaction from a JSON file that the dev chain accepts and mines', async () => {
    const { accounts } = deriveWalletKeys(mnemonic)
    const client = createPublicClient({ transport: http(chain.url) })
    const funder = chain.accounts[0]
    if (funder === undefined) throw new Error('the dev chain has no account')
    const wallet = createWalletClient({
      account: privateKeyToAccount(funder.privateKey),
      transport: http(chain.url),
    })
    const funding = await wallet.sendTransaction({ to: accounts.evm, value: parseEther('1'), chain: null })
    await client.waitForTransactionReceipt({ hash: funding })
    const receiver = chain.accounts[1]?.address as `0x${string}`
    const before = await client.getBalance({ address: receiver })
    const fees = await client.estimateFeesPerGas()
    const transactionFile = path.join(dir, 'transaction.json')
    await writeFile(
      transactionFile,
      JSON.stringify({
        chainId: numberToHex(chain.chainId),
        nonce: '0x0',
        to: receiver,
        value: numberToHex(parseEther('0.25')),
        gas: '0x5208',
        maxFeePerGas: numberToHex(fees.maxFeePerGas * 2n),
        maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas),
      }),
    )
    const result = await run([
      'recover',
      '--kit',
      kitFile,
      '--share',
      shareFile,
      '--sign-evm-transaction',
      transactionFile,
    ])
    expect(result).toMatchObject({ code: 0, stderr: '' })
    const serialized = line(result.stdout, 'Signed EVM transaction') as TransactionSerializedEIP1559
    const hash = await client.sendRawTransaction({ serializedTransaction: serialized })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(accounts.evm.toLowerCase())
    expect(await client.getBalance({ address: receiver })).toBe(before + parseEther('0.25'))
  })

  it('prints the phrase only after EXPORT is typed, or with --yes', async () => {
    const typed = await run(['recover', '--kit', kitFile, '--share', shareFile, '--export'], 'EXPORT\n')
    expect(typed.code).toBe(0)
    expect(typed.stderr).toContain('Type EXPORT to print it')
    expect(line(typed.stdout, 'Recovery phrase')).toBe(mnemonic)
    const yes = await run(['recover', '--kit', kitFile, '--share', shareFile, '--export', '--yes'])
    expect(line(yes.stdout, 'Recovery phrase')).toBe(mnemonic)
    const refusals = await Promise.all(
      ['yes\n', ''].map((input) =>
        run(['recover', '--kit', kitFile, '--share', shareFile, '--export'], input),
      ),
    )
    for (const refused of refusals) {
      expect(refused.code).toBe(1)
      expect(refused.stdout).not.toContain(mnemonic)
      expect(refused.stderr).toContain(
        'latch-embedded-wallet: Nothing was shown: the confirmation was not given',
      )
    }
  })

  it("refuses a wrong kit, another wallet's share and a tampered share with exit 1 and the message", async () => {
    const other = await splitWalletSecret(createMnemonic())
    // A typo (the checksum catches it), and a share whose bytes were changed and re-checksummed.
    const typo = set.device.replace(/-([A-Z2-7])/, (_, c: string) => `-${c === 'A' ? 'B' : 'A'}`)
    const share = readShare(set.device)
    const bytes = share.bytes.slice()
    bytes[0] = (bytes[0] ?? 0) ^ 1
    const tampered = writeShare({ ...share, bytes })
    const cases: [string[], string][] = [
      [['--kit', 'AEBX-NOT-A-KIT', '--share', shareFile], SHARE_ERROR_MESSAGES.invalid],
      [['--kit', kitFile, '--share', other.device], SHARE_ERROR_MESSAGES.mismatch],
      [['--kit', other.recovery, '--share', shareFile], SHARE_ERROR_MESSAGES.mismatch],
      [['--kit', kitFile, '--share', typo], SHARE_ERROR_MESSAGES.invalid],
      [['--kit', kitFile, '--share', tampered], SHARE_ERROR_MESSAGES.tampered],
      [['--kit', kitFile, '--share', set.recovery], SHARE_ERROR_MESSAGES.sameKind],
    ]
    const results = await Promise.all(cases.map(([args]) => run(['recover', ...args])))
    for (const [index, [args, message]] of cases.entries()) {
      const result = results[index] as Run
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr).toBe(`latch-embedded-wallet: ${message}\n`)
    }
  })

  it('answers a missing option or an unknown one with the usage line and exit 1', async () => {
    for (const args of [
      ['recover', '--kit', kitFile],
      ['recover', '--kit', kitFile, '--share', shareFile, '--send'],
      [],
    ]) {
      const result = await run(args)
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/^latch-embedded-wallet: Usage: latch-embedded-wallet recover --kit/)
      expect(result.stderr.trim().split('\n')).toHaveLength(1)
    }
  })
})
