// What the user approves is exactly what is signed and sent (issue 14, item 1): a request through
// the ID_AUTH connector is copied and frozen once, when it is made; the ApproveTransaction view
// shows that copy and the key frame signs that copy, whatever the caller does to its own object
// while the approval is open. Every part is real: the auth service, the key frame logic, Hardhat.

import { describeApproval, type Latch } from '@latch/core'
import { createPublicClient, createTestClient, http, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Browser, type EmbeddedWalletWorld, startEmbeddedWalletWorld } from './embeddedWalletWorld'

let world: EmbeddedWalletWorld
let browser: Browser
let evm: `0x${string}`
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
  client = createPublicClient({ transport: http(world.chain.url) })
  browser = await world.openBrowser()
  await browser.signInByEmail('mallory-target@example.com')
  browser.latch.close()
  const accounts = browser.frame.handler.getAccounts()
  if (!accounts) throw new Error('not signed in')
  evm = accounts.evm
  await createTestClient({ mode: 'hardhat', transport: http(world.chain.url) }).setBalance({
    address: evm,
    value: 10n ** 20n,
  })
})
afterAll(async () => {
  await world?.stop()
})

async function pendingApproval(latch: Latch) {
  return vi.waitFor(() => {
    const [pending] = latch.getState().approval.pending
    if (!pending) throw new Error('no pending approval yet')
    return pending
  })
}

describe('embedded wallet: the approved transaction is the signed transaction (ID_AUTH, Hardhat)', () => {
  it('changing the caller’s tx.to and tx.value while ApproveTransaction is open changes neither what is shown nor what is signed and sent', async () => {
    const shownTo = privateKeyToAddress(generatePrivateKey())
    const attacker = privateKeyToAddress(generatePrivateKey())
    const shownValue = 1_000n
    const tx: { from: string; to: string; value: string } = {
      from: evm,
      to: shownTo,
      value: toHex(shownValue),
    }

    const sending = browser
      .adapter('eip155')
      .request({ connectorId: 'ID_AUTH', method: 'eth_sendTransaction', params: [tx] })
    const pending = await pendingApproval(browser.latch)
    expect(describeApproval(pending)).toMatchObject({
      kind: 'transaction',
      to: shownTo,
      value: toHex(shownValue),
    })

    // the page (or a script on it) rewrites the transaction while the user reads the approval
    tx.to = attacker
    tx.value = toHex(5n * 10n ** 19n)
    const [stillShown] = browser.latch.getState().approval.pending
    expect(stillShown && describeApproval(stillShown)).toMatchObject({
      kind: 'transaction',
      to: shownTo,
      value: toHex(shownValue),
    })

    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const hash = (await sending) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.to).toBe(shownTo.toLowerCase())
    const signed = browser.frame.log.requests.at(-1)
    expect(signed?.method).toBe('evm_signTransaction')
    expect(signed?.params).toMatchObject({ transaction: { to: shownTo, value: toHex(shownValue) } })
    expect(await client.getBalance({ address: shownTo })).toBe(shownValue)
    expect(await client.getBalance({ address: attacker })).toBe(0n)
  })
})
