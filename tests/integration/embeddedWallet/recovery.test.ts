// A wallet the visitor keeps (issue 30), through the real auth service on loopback: the key frame
// splits the wallet into a device share, an auth share and the visitor's recovery kit; a new
// browser of the same account rebuilds it from the auth share and the kit; a revoked device's
// share stops working; the export shows the phrase in the frame only. The visitor at the frame's
// prompts is scripted (`FramePrompts`): the prompts' DOM has its own tests (dom and Chromium).

import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createPublicClient, createTestClient, http, parseEther, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fromBase58 } from '../../../packages/core/src/shared/encoding/base58'
import type { FramePrompts, WalletSecret } from '../../../packages/embedded-wallet/src/frame/FramePrompts'
import { createKeyVault } from '../../../packages/embedded-wallet/src/frame/vault/createKeyVault'
import type { RecoveryKit } from '../../../packages/embedded-wallet/src/shares/recoveryKit'
import { readShare } from '../../../packages/embedded-wallet/src/shares/walletShares'
import { type Browser, type EmbeddedWalletWorld, startEmbeddedWalletWorld } from './embeddedWalletWorld'
import { pendingApproval } from './fundedVisitor'

/** The visitor at the frame's prompts: saves every kit shown, gives the kits queued, records the rest. */
function scriptedVisitor(answers: (string | undefined)[] = []) {
  const kits: RecoveryKit[] = []
  const problems: { message: string; attemptsLeft?: number }[] = []
  const revealed: WalletSecret[] = []
  const prompts: FramePrompts = {
    showRecoveryKit: async (kit) => {
      kits.push(structuredClone(kit))
    },
    askRecoveryKit: async (problem) => {
      if (problem) problems.push(problem)
      return answers.shift()
    },
    revealSecret: async (secret) => {
      revealed.push({ ...secret })
    },
    // these tests sign in by email: a passkey prompt would be a mistake, so the visitor cancels it
    askPasskey: async () => false,
  }
  return { prompts, kits, problems, revealed, answers }
}

let world: EmbeddedWalletWorld

beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
}, 60_000)
afterAll(() => world?.stop())

/** Email sign-in from a browser the account has not used: the device link is approved, then the code. */
async function signInFromNewDevice(browser: Browser, email: string) {
  const links = async () => (await world.mails(email)).flatMap((mail) => (mail.link ? [mail.link] : []))
  const before = (await links()).length
  // past the per-address mail limit: each sign-in from a new device mails a link and a code
  world.advanceClock(60 * 60_000)
  await browser.latch.open({ view: 'EmailLogin' })
  const connecting = browser.latch.auth.connectEmail(email)
  const link = await vi.waitFor(
    async () => {
      const found = (await links())[before]
      if (!found) throw new Error('no new device link yet')
      return found
    },
    { timeout: 10_000 },
  )
  const token = new URL(link).searchParams.get('token')
  const approved = await fetch(`${world.auth.url}/v1/device/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  expect(approved.status).toBe(200)
  await connecting
  await browser.latch.auth.verifyOtp(await world.lastCode(email))
}

const addressesOf = (browser: Browser) => browser.frame.handler.getAccounts()

describe('embedded wallet: a wallet the visitor keeps across devices (real auth service)', () => {
  const email = 'keeper@example.com'
  let first: Browser
  let firstVisitor: ReturnType<typeof scriptedVisitor>

  it('a new wallet is split at sign-up: the device keeps only its share, the visitor is shown the kit', async () => {
    firstVisitor = scriptedVisitor()
    first = await world.openBrowser({ prompts: firstVisitor.prompts })
    await first.signInByEmail(email)
    const accounts = addressesOf(first)
    expect(accounts?.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(firstVisitor.kits).toHaveLength(1)
    const [kit] = firstVisitor.kits
    expect(kit?.wallet).toEqual(accounts)
    expect(readShare(kit?.code ?? '').kind).toBe('recovery')
    // the vault holds a device share, never the phrase: its record, opened as the frame opens it
    const [userId] = first.vault.userIds
    const stored = await createKeyVault({ storage: first.vault.storage }).load(userId as string)
    expect(readShare(stored ?? '').kind).toBe('device')
    const [mnemonic] = await world.allMnemonics()
    expect(mnemonic?.split(' ')).toHaveLength(12)
    expect(stored).not.toContain(mnemonic as string)
  })

  it('a fresh browser (no vault) rebuilds the same addresses from the auth share and the kit, after one wrong kit, and sends on Hardhat and the local SVM', async () => {
    const other = scriptedVisitor()
    const stranger = await world.openBrowser({ prompts: other.prompts })
    await stranger.signInByEmail('stranger@example.com')
    const strangersKit = other.kits[0]?.code

    const kit = firstVisitor.kits[0]?.code as string
    const visitor = scriptedVisitor([strangersKit, `  ${kit.toLowerCase()}\n`])
    const second = await world.openBrowser({ prompts: visitor.prompts })
    await signInFromNewDevice(second, email)

    const accounts = addressesOf(second)
    expect(accounts).toEqual(addressesOf(first))
    // another account's kit was refused in the frame and asked again; nothing else was shown
    expect(visitor.problems).toHaveLength(1)
    expect(visitor.kits).toEqual([])
    expect(second.vault.userIds.size).toBe(1)

    const evm = accounts?.evm as `0x${string}`
    const solana = accounts?.solana as string
    const client = createPublicClient({ transport: http(world.chain.url) })
    await createTestClient({ mode: 'hardhat', transport: http(world.chain.url) }).setBalance({
      address: evm,
      value: parseEther('1'),
    })
    const receiver = '0x00000000000000000000000000000000000c0ffe'
    const sending = second.adapter('eip155').request({
      connectorId: 'ID_AUTH',
      method: 'eth_sendTransaction',
      params: [{ from: evm, to: receiver, value: toHex(parseEther('0.25')) }],
    })
    second.latch.approval.approve((await pendingApproval(second.latch)).id)
    const hash = (await sending) as `0x${string}`
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))

    await world.solana.airdrop(solana, 2_000_000_000n)
    const connection = new Connection(world.solana.url, 'confirmed')
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: new PublicKey(solana), recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: new PublicKey(solana), toPubkey: to, lamports: 123_456_789 }))
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')
    const solSending = second.adapter('solana').request({
      connectorId: 'ID_AUTH',
      method: 'solana_signAndSendTransaction',
      params: { transaction, pubkey: solana },
    })
    second.latch.approval.approve((await pendingApproval(second.latch)).id)
    await solSending
    expect(await connection.getBalance(to)).toBe(123_456_789)
    expect(await world.keyMaterialInFramePosts()).toEqual([])
  })

  it('a cancelled recovery leaves the new browser as it was: no record in its vault, not connected', async () => {
    const visitor = scriptedVisitor([undefined])
    const third = await world.openBrowser({ prompts: visitor.prompts })
    await expect(signInFromNewDevice(third, email)).rejects.toMatchObject({ code: 'RECOVERY_CANCELLED' })
    expect(third.vault.userIds.size).toBe(0)
    expect(addressesOf(third)).toBeUndefined()
  })

  it('export reveals the phrase in the frame: it derives the same addresses with viem and @solana/web3.js, and no message posted to the page carries it', async () => {
    await first.provider.exportWallet()
    const [secret] = firstVisitor.revealed
    expect(secret).toBeDefined()
    const accounts = addressesOf(first)
    expect(mnemonicToAccount(secret?.mnemonic as string).address).toBe(accounts?.evm)
    expect(mnemonicToAccount(secret?.mnemonic as string).address).toBe(
      mnemonicToAccount(secret?.mnemonic as string, { path: "m/44'/60'/0'/0/0" }).address,
    )
    expect(Keypair.fromSecretKey(fromBase58(secret?.solanaSecretKey as string)).publicKey.toBase58()).toBe(
      accounts?.solana,
    )
    const posted = JSON.stringify(first.frame.log.posted)
    expect(posted).not.toContain(secret?.mnemonic.split(' ').slice(0, 2).join(' '))
    expect(posted.toLowerCase()).not.toContain(secret?.evmPrivateKey.slice(2).toLowerCase())
    expect(await world.keyMaterialInFramePosts()).toEqual([])
  })

  it('revoking the first device from a recovered one: the first can no longer get the auth share, and the old kit no longer recovers', async () => {
    const kit = firstVisitor.kits[0]?.code as string
    const visitor = scriptedVisitor([kit])
    const fourth = await world.openBrowser({ prompts: visitor.prompts })
    await signInFromNewDevice(fourth, email)
    const devices = await fourth.provider.listDevices()
    expect(devices.filter((device) => device.current)).toHaveLength(1)
    const firstDevice = first.storage.getItem('latch.embeddedWallet.deviceId')
    expect(devices.map((device) => device.id)).toContain(firstDevice)

    await fourth.provider.revokeDevice(firstDevice as string)
    // the new split's kit is shown on the device that revoked
    expect(visitor.kits).toHaveLength(1)
    expect(readShare(visitor.kits[0]?.code as string).setId).not.toBe(readShare(kit).setId)

    // the first device's page, still open with its keys in memory, signs nothing more
    const accounts = addressesOf(first)
    const signing = first.adapter('eip155').signMessage({
      connectorId: 'ID_AUTH',
      address: accounts?.evm as string,
      message: 'after the removal',
      network: world.evmNetwork,
    })
    first.latch.approval.approve((await pendingApproval(first.latch)).id)
    await expect(signing).rejects.toMatchObject({
      code: expect.stringMatching(/^(UNAUTHORIZED|DEVICE_REVOKED)$/),
    })
    expect(addressesOf(first)).toBeUndefined()

    // the first device's session ended; with a token it could not get the auth share either
    const token = first.storage.getItem('latch.embeddedWallet.token')
    const shares = await fetch(`${world.auth.url}${ACCOUNT_API_PATHS.walletShares}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect([401, 403]).toContain(shares.status)

    // the old kit is another split's now: a fresh browser refuses it and asks again
    const late = scriptedVisitor([kit, undefined])
    const fifth = await world.openBrowser({ prompts: late.prompts })
    await expect(signInFromNewDevice(fifth, email)).rejects.toMatchObject({ code: 'RECOVERY_CANCELLED' })
    expect(late.problems).toHaveLength(1)
    expect(fifth.vault.userIds.size).toBe(0)
  })
})
