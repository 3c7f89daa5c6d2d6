// Issue 29 item 5: the send form's fee estimate and the embedded wallet's approval of that send show
// one fee, computed once (the send slice's estimate through the EVM adapter), not "≈ … ETH" in the
// form and "Set when sent" in the approval.
import { selectApprovalFee } from '@latch/core/views'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { pendingApproval, startFundedVisitor } from './fundedVisitor'

let world: EmbeddedWalletWorld
let browser: Browser

beforeAll(async () => {
  ;({ world, browser } = await startFundedVisitor('fee-once@example.com', 10n ** 19n))
})
afterAll(async () => {
  await world?.stop()
})

describe('embedded wallet: the approval of a send shows the fee the send form estimated (ID_AUTH, Hardhat)', () => {
  it("the pending approval of the form's send carries the form's estimate; other requests and the finished send have none", async () => {
    const { latch } = browser
    const receiver = privateKeyToAddress(generatePrivateKey())
    await latch.send.fetchTokenBalances()
    const native = latch.getState().send.tokenBalances.find((t) => t.address === undefined)
    expect(native?.symbol).toBe('ETH')
    latch.send.setToken(native)
    latch.send.setTokenAmount('0.001')
    await latch.send.setReceiver(receiver)
    const estimate = await latch.send.estimateFee()
    expect(typeof estimate).toBe('bigint')
    expect(estimate).toBeGreaterThan(0n)

    const sent = latch.send.send()
    const pending = await pendingApproval(latch)
    const to = (pending.params as [{ to?: string }])[0]?.to
    // the approval view reads the fee from here: the same bigint the form showed
    expect(selectApprovalFee(latch.getState().send, { to, caipNetworkId: pending.caipNetworkId })).toBe(
      estimate,
    )
    // a request to someone else while the send waits gets no borrowed estimate
    expect(
      selectApprovalFee(latch.getState().send, {
        to: privateKeyToAddress(generatePrivateKey()),
        caipNetworkId: pending.caipNetworkId,
      }),
    ).toBeUndefined()

    expect(latch.approval.approve(pending.id)).toBe(true)
    await sent
    expect(
      selectApprovalFee(latch.getState().send, { to, caipNetworkId: pending.caipNetworkId }),
    ).toBeUndefined()
  })
})
