// A view reads state through core's snapshot selectors (useLatchSelector on useSyncExternalStore):
// it re-renders when what it shows changes, and not when another part of the state does.
import { createLatch } from '@latch/core'
import { createMemoryAdapter, testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { ModalRoot } from './ModalRoot'

afterEach(cleanup)

async function renderOpenModal() {
  const evm = createMemoryAdapter({ namespace: 'eip155' })
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
  const commits = { count: 0 }
  // LatchModal loads the strings with the modal's code; this test renders ModalRoot itself
  await latch.i18n.load()
  render(
    <LatchProvider latch={latch} modal={false}>
      <Profiler
        id="modal"
        onRender={() => {
          commits.count++
        }}
      >
        <ModalRoot />
      </Profiler>
    </LatchProvider>,
  )
  // the mount's lazily loaded connection code has loaded: nothing is left loading when the test ends
  await act(() => latch.ready())
  await act(() => latch.open({ view: 'Networks' }))
  await screen.findByRole('dialog')
  // the count starts once the view is in (its code loads with the open) and its networks' marks too
  // (each loads once the frame that shows it is painted)
  await waitFor(() => {
    expect(document.querySelectorAll('[data-latch-icon]').length).toBeGreaterThan(0)
    expect(document.querySelector('[data-latch-icon][data-state="loading"]')).toBeNull()
  })
  return { latch, commits }
}

describe('views re-render only when what they show changes', () => {
  it('the open modal (frame and Networks view) does not re-render when events, an account or the remote project features change', async () => {
    const { latch, commits } = await renderOpenModal()
    const before = commits.count
    await act(async () => {
      latch.events.track('SEND_INITIATED', { network: 'eip155:1' })
      latch.account.patch('eip155', { balance: '1.5', balanceSymbol: 'ETH' })
      latch.options.setRemoteFeatures({ multiWallet: false })
    })
    expect(latch.getEvents().map((e) => e.event)).toContain('SEND_INITIATED')
    expect(commits.count).toBe(before)
  })

  it('re-renders when the modal shows something else (another view)', async () => {
    const { latch, commits } = await renderOpenModal()
    const before = commits.count
    await act(async () => {
      latch.router.push('AllWallets')
    })
    expect(commits.count).toBeGreaterThan(before)
    expect(document.querySelector('[data-latch-modal]')?.getAttribute('data-view')).toBe('AllWallets')
  })
})
