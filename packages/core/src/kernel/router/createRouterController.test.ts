import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createRouterController } from './createRouterController'
import type { RouterState } from './types'

function setup(connected = false) {
  const state = proxy<RouterState>({ view: 'Connect', history: ['Connect'], data: {}, transition: 'next' })
  const close = vi.fn()
  const router = createRouterController(state, { isConnected: () => connected, close }).actions
  return { state, router, close }
}

describe('router', () => {
  it('push shows the view, adds it to the history and transitions next', () => {
    const { state, router } = setup()
    router.push('AllWallets')
    expect(state.view).toBe('AllWallets')
    expect(state.history).toEqual(['Connect', 'AllWallets'])
    expect(state.transition).toBe('next')
  })

  it('push is a no-op for the current view', () => {
    const { state, router } = setup()
    router.push('AllWallets', { email: 'a@b.c' })
    router.push('AllWallets', { email: 'other@b.c' })
    expect(state.history).toEqual(['Connect', 'AllWallets'])
    expect(state.data).toEqual({ email: 'a@b.c' })
  })

  it('replace swaps the current view without growing the history', () => {
    const { state, router } = setup()
    router.push('AllWallets')
    router.replace('ConnectingExternal', { wallet: { id: 'w', name: 'W' } })
    expect(state.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(state.data.wallet?.id).toBe('w')
  })

  it('goBack returns to the previous view and transitions prev', () => {
    const { state, router } = setup()
    router.push('Networks')
    router.goBack()
    expect(state.view).toBe('Connect')
    expect(state.history).toEqual(['Connect'])
    expect(state.transition).toBe('prev')
  })

  it('goBack closes the modal on a one-entry history', () => {
    const { state, router, close } = setup()
    router.goBack()
    expect(close).toHaveBeenCalledOnce()
    expect(state.view).toBe('Connect')
  })

  it('goBack landing on Connect while connected shows Account', () => {
    const { state, router } = setup(true)
    router.push('Networks')
    router.goBack()
    expect(state.view).toBe('Account')
    expect(state.history).toEqual(['Account'])
  })

  it('goBack clears the selected wallet', () => {
    const { state, router } = setup()
    router.push('AllWallets', { email: 'keep@me.io' })
    router.push('ConnectingExternal', {
      wallet: { id: 'io.metamask', name: 'MetaMask' },
      email: 'keep@me.io',
    })
    router.goBack()
    expect(state.data.wallet).toBeUndefined()
    expect(state.data.email).toBe('keep@me.io')
  })

  it('reset forgets the history and shows the view', () => {
    const { state, router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal')
    router.reset('Account')
    expect(state.history).toEqual(['Account'])
    expect(state.view).toBe('Account')
    expect(state.transition).toBe('next')
  })

  it('goBackTo pops to the latest entry of a view', () => {
    const { state, router } = setup()
    router.push('Networks')
    router.push('SwitchNetwork')
    expect(router.goBackTo('Connect')).toBe(true)
    expect(state.history).toEqual(['Connect'])
    expect(router.goBackTo('Account')).toBe(false)
  })

  it('the chosen wallet a view receives never carries an unsafe link or icon, whoever pushed it', () => {
    const { state, router } = setup()
    router.push('ConnectingWalletConnect', {
      wallet: {
        id: 'w',
        name: 'W',
        imageUrl: 'data:text/html,<script>alert(1)</script>',
        mobileLink: 'javascript:alert(1)//',
        desktopLink: 'file:///etc/passwd',
        webappLink: 'vbscript:msgbox(1)',
      },
    })
    expect(state.data.wallet).toEqual({ id: 'w', name: 'W' })
    router.replace('ConnectingWalletConnect', {
      wallet: {
        id: 'w',
        name: 'W',
        imageUrl: 'https://cdn.example/w.png',
        mobileLink: 'wallet://',
        desktopLink: 'walletdesk://open',
        webappLink: 'https://app.wallet.example',
      },
    })
    expect(state.data.wallet).toEqual({
      id: 'w',
      name: 'W',
      imageUrl: 'https://cdn.example/w.png',
      mobileLink: 'wallet://',
      desktopLink: 'walletdesk://open',
      webappLink: 'https://app.wallet.example',
    })
  })
})
