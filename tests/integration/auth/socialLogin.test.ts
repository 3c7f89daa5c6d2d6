import { REFERENCE_SOCIAL_ORIGIN } from '@latch/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSTANTS } from '../../../packages/core/src/shared/constants/constants'
import { MESSAGES } from '../../../packages/core/src/shared/errors/catalogue'
import { ConnectionError } from '../../../packages/core/src/shared/errors/errors'
import { createAuthWorld } from './authWorld'

const stateOf = (href: string) => new URL(href).searchParams.get('state') ?? ''

describe('social login popup (SPEC §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens a 600x800 popup synchronously within the call, then loads the provider page in it', async () => {
    const { latch, fake } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const login = latch.auth.connectSocial('google')
    login.catch(() => {})
    expect(fake.opened).toHaveLength(1)
    expect(fake.opened[0]?.features).toContain(`width=${CONSTANTS.socialPopup.width}`)
    expect(fake.opened[0]?.features).toContain(`height=${CONSTANTS.socialPopup.height}`)
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.popup.location.href.startsWith(`${REFERENCE_SOCIAL_ORIGIN}/authorize/google?state=`)).toBe(
      true,
    )
    expect(latch.getState().router).toMatchObject({
      view: 'ConnectingSocial',
      data: { socialProvider: 'google' },
    })
    fake.popup.close()
    await vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs)
    await expect(login).rejects.toBeInstanceOf(ConnectionError)
  })

  it('the user closing the popup fails with "Popup closed" at the next 1 s poll and goes back', async () => {
    const { latch, fake } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const login = latch.auth.connectSocial('google')
    const failed = login.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs * 3)
    fake.popup.close()
    await vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs - 1)
    expect(latch.getState().auth.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    const error = await failed
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.popupClosed)
    expect(latch.getState().auth.error).toBe('Popup closed')
    expect(latch.getState().snack.open).toBe(false)
    expect(latch.getState().router.view).toBe('Connect')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
  })

  it('closing the modal during the login closes the popup and ends it with "Popup closed"', async () => {
    const { latch, fake } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const failed = latch.auth.connectSocial('google').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    latch.close()
    expect(fake.popup.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs)
    expect((await failed) as ConnectionError).toMatchObject({ shortMessage: MESSAGES.popupClosed })
    expect(latch.getState().modal.open).toBe(false)
  })

  it('ignores a result from another origin or with another state, then connects on the genuine one', async () => {
    const { latch, fake, ref, post } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const login = latch.auth.connectSocial('google')
    await vi.advanceTimersByTimeAsync(0)
    const state = stateOf(fake.popup.location.href)
    const genuine = ref.socialResult(state)

    post(genuine, 'https://evil.example')
    post({ ...genuine, state: 'forged-state' }, REFERENCE_SOCIAL_ORIGIN)
    post('not an object', REFERENCE_SOCIAL_ORIGIN)
    await vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs * 2)
    expect(latch.getState().router.view).toBe('ConnectingSocial')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)

    post(genuine, REFERENCE_SOCIAL_ORIGIN)
    await login
    expect(fake.popup.closed).toBe(true)
    expect(latch.getState().router.view).toBe('Account')
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      socialProvider: 'google',
      user: { username: 'google-user' },
    })
    // no poll keeps running after success
    expect(vi.getTimerCount()).toBe(0)
  })

  it('"Failed to initiate social connection" when the popup cannot open, and nothing is asked of the provider', async () => {
    const { latch } = await createAuthWorld({ popup: 'none' })
    await latch.open({ view: 'Connect' })
    const error = await latch.auth.connectSocial('google').catch((e: unknown) => e)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.failedToInitiateSocial)
    expect(latch.getState().auth.error).toBe(MESSAGES.failedToInitiateSocial)
    expect(latch.getState().snack.open).toBe(false)
  })

  it('"Failed to initiate social connection" when the provider fails to start, and the popup is closed', async () => {
    const { latch, fake, ref } = await createAuthWorld()
    ref.provider.getSocialRedirectUri = () => Promise.reject(new Error('service down'))
    await latch.open({ view: 'Connect' })
    const error = await latch.auth.connectSocial('google').catch((e: unknown) => e)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.failedToInitiateSocial)
    expect(fake.popup.closed).toBe(true)
  })

  it('Farcaster shows its URI in ConnectingFarcaster, then connects', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const login = latch.auth.connectFarcaster()
    await vi.advanceTimersByTimeAsync(0)
    expect(latch.getState().router.view).toBe('ConnectingFarcaster')
    expect(latch.getState().auth.farcasterUri).toMatch(/^https:\/\/farcaster\.latch\.test\/connect\?channel=/)
    ref.completeFarcaster('ada')
    await login
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      socialProvider: 'farcaster',
      user: { username: 'ada' },
    })
  })

  it('never loads a provider page that is not a web page into the popup (same-origin script would run)', async () => {
    const { latch, fake, ref } = await createAuthWorld()
    const start = await ref.provider.getSocialRedirectUri({ provider: 'google' })
    ref.provider.getSocialRedirectUri = async () => ({
      ...start,
      uri: 'javascript:opener.alert(document.cookie)',
    })
    await latch.open({ view: 'Connect' })
    const error = await latch.auth.connectSocial('google').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.failedToInitiateSocial)
    expect(fake.popup.location.href).not.toMatch(/^javascript:/i)
    expect(fake.popup.closed).toBe(true)
  })

  it('never shows a Farcaster link that is not a web page', async () => {
    const { latch, ref } = await createAuthWorld()
    ref.provider.getFarcasterUri = async () => ({ uri: 'javascript:alert(1)' })
    await latch.open({ view: 'Connect' })
    const error = await latch.auth.connectFarcaster().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.failedToInitiateSocial)
    expect(latch.getState().auth.farcasterUri).toBeUndefined()
  })
})
