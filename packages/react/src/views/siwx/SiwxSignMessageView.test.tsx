import { createLatch } from '@latch/core'
import { createMemoryAdapter, memorySiwx, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

describe('SIWXSignMessage', () => {
  it('keeps Cancel usable while the wallet is asking, so a wallet that never answers cannot trap the user', async () => {
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    // a wallet whose signature prompt never answers
    const silent = { ...wallet.adapter, signMessage: () => new Promise<string>(() => {}) }
    const latch = createLatch({
      adapters: [silent],
      networks: [testNetworks.ethereum],
      siwx: memorySiwx({ required: true }),
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.open()
      await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    })
    await screen.findByRole('dialog', { name: 'Sign In' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await screen.findByRole('button', { name: 'Signing…' })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement
    expect(cancel.disabled).toBe(false)
    fireEvent.click(cancel)
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(latch.getAccount().isConnected).toBe(false)
  })

  it("shows the app's first icon that is safe as an image, never a script or tracking URL", async () => {
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({
      adapters: [{ ...wallet.adapter, signMessage: () => new Promise<string>(() => {}) }],
      networks: [testNetworks.ethereum],
      siwx: memorySiwx({ required: true }),
      metadata: {
        name: 'Uniswap',
        description: 'Swap',
        url: 'https://app.example',
        icons: ['javascript:alert(1)', 'http://tracker.example/i.png', 'https://app.example/icon.png'],
      },
    })
    const { container } = render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.open()
      await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    })
    await screen.findByRole('dialog', { name: 'Sign In' })
    const app = await vi.waitFor(() => {
      const found = container.ownerDocument.querySelector('[data-latch-siwx-app]')
      if (!found) throw new Error('no app party yet')
      return found
    })
    expect(app.textContent).toContain('Uniswap')
    const sources = [...app.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(sources).toEqual(['https://app.example/icon.png'])
  })
})
