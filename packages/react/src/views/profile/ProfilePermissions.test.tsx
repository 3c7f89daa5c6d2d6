import { createLatch, createMemoryStore, type PermissionRequest, UserRejectedRequestError } from '@latch/core'
import { createMemoryAdapter, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'
import { findView } from '../account/testing/renderAccountApp'

afterEach(cleanup)

const ethereum = testNetworks.ethereum
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SESSION = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const EXPIRY = 1767225600 // 2026-01-01T00:00:00Z
const request: PermissionRequest = {
  chainId: `0x${Number(ethereum.id).toString(16)}`,
  to: SESSION,
  permission: {
    type: 'native-token-periodic',
    isAdjustmentAllowed: false,
    data: { periodAmount: '0x2386f26fc10000', periodDuration: 86400, justification: 'Daily top-up' },
  },
  rules: [{ type: 'expiry', data: { timestamp: EXPIRY } }],
}
const grant = {
  ...request,
  from: ADDRESS,
  context: '0xc0ffee0000000000000000000000000000000000000000000000000000000001',
}

/** ApproveTransaction once the request's words have loaded (they load with the permissions code). */
const readView = (kind: string) =>
  vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `[data-latch-view="ApproveTransaction"][data-kind="${kind}"]`,
    )
    if (!found) throw new Error('not read yet')
    return found
  })

/** A Latch app with `features.review`, an EVM wallet (core's in-memory adapter) connected, and kept grants. */
async function appWithGrants(stored: unknown[]) {
  const kv = createMemoryStore()
  kv.setItem(
    `@latch/permissions:${ethereum.id}:${ADDRESS.toLowerCase()}`,
    JSON.stringify({ v: 1, d: stored }),
  )
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [
      { id: 'io.metamask', type: 'announced', name: 'MetaMask', chain: 'eip155', installed: true },
    ],
    accounts: { 'io.metamask': [{ address: ADDRESS }] },
  })
  const latch = createLatch({
    adapters: [evm.adapter],
    networks: [ethereum],
    storage: kv,
    features: { review: true },
    now: () => Date.UTC(2025, 11, 1),
  })
  render(<LatchProvider latch={latch} />)
  await act(() => latch.ready())
  await act(async () => {
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  })
  await act(() => latch.open({ view: 'ProfileWallets' }))
  await screen.findByRole('dialog')
  return { latch, evm }
}

describe('ProfileWallets: the ERC-7715 permissions the connected account granted', () => {
  it('lists each kept grant (type, to whom, expiry) and drops what is not a grant; Revoke shows the revoke in ApproveTransaction and, approved, removes it', async () => {
    const { latch, evm } = await appWithGrants([{ context: '0x01' }, 'x', { ...grant, from: SESSION }, grant])
    const view = await findView('ProfileWallets')
    const section = await within(view).findByRole('region', { name: 'Granted permissions' })
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]?.textContent).toContain('native-token-periodic')
    expect(within(items[0]!).getByTitle(SESSION).textContent).toContain('To')
    expect(items[0]?.querySelector('[data-latch-permission-expiry]')?.textContent).toMatch(
      /^Expires Jan 1, 2026/,
    )

    fireEvent.click(within(section).getByRole('button', { name: /^Revoke native-token-periodic for/ }))
    await findView('ApproveTransaction')
    const approve = await readView('revokePermissions')
    expect(approve.textContent).toContain('asks you to revoke a permission you granted')
    expect(evm.calls.some((c) => c.method === 'wallet_revokePermissions')).toBe(false)
    fireEvent.click(within(approve).getByRole('button', { name: 'Continue in your wallet' }))
    await act(async () => {
      await latch.listPermissions()
    })
    expect(evm.calls.filter((c) => c.method === 'wallet_revokePermissions')).toEqual([
      { method: 'wallet_revokePermissions', params: [{ permissionContext: grant.context }] },
    ])
    expect(await latch.listPermissions()).toEqual([])
  })

  it('shows nothing without grants', async () => {
    await appWithGrants([])
    const view = await findView('ProfileWallets')
    expect(within(view).queryByRole('region', { name: 'Granted permissions' })).toBeNull()
  })
})

describe('ApproveTransactionView: an ERC-7715 permission grant in words', () => {
  it('says who gets which permission, its limits in whole base units, its expiry and the reason; Reject sends nothing', async () => {
    const { latch, evm } = await appWithGrants([])
    let granting!: Promise<unknown>
    act(() => {
      granting = latch.grantPermissions([request])
    })
    granting.catch(() => {})
    await findView('ApproveTransaction')
    const view = await readView('grantPermissions')
    expect(view.textContent).toContain('asks you to let another account act for yours, within these limits.')
    const permission = view.querySelector<HTMLElement>('[data-latch-approval-permission]')!
    const row = (label: string) =>
      within(permission).getByText(label).closest('dt')?.nextElementSibling?.textContent
    expect(row('Permission')).toBe('native-token-periodic')
    expect(row('Granted to')).toBe(SESSION)
    expect(row('periodAmount')).toBe('10000000000000000')
    expect(row('periodDuration')).toBe('86400')
    expect(row('Expires')).toMatch(/^Jan 1, 2026/)
    expect(row('Reason given')).toBe('Daily top-up')
    fireEvent.click(within(view).getByRole('button', { name: 'Reject' }))
    await expect(granting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(evm.calls.some((c) => c.method === 'wallet_grantPermissions')).toBe(false)
  })
})
