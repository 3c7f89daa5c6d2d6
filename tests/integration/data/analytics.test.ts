import { type Alert, createAnalytics, createApiClient, MESSAGES } from '@latch/core'
import { type ApiServer, createManualClock, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

let server: ApiServer

beforeEach(async () => {
  server = await startApiServer()
})
afterEach(async () => {
  await server.close()
})

function setup() {
  const clock = createManualClock(1_750_000_000_000)
  const api = createApiClient({
    projectId: 'proj',
    urls: { api: server.url, data: server.url, analytics: server.url },
    clock,
  })
  const alerts: Alert[] = []
  let n = 0
  const analytics = createAnalytics({
    api,
    clock,
    location: () => ({ href: 'https://app.example/swap', host: 'app.example' }),
    showAlert: (alert) => alerts.push(alert),
    newEventId: () => `evt-${++n}`,
  })
  return { analytics, alerts }
}

const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/e')

describe('analytics', () => {
  it('sends nothing until enabled by the app and allowed by /getAnalyticsConfig', async () => {
    const { analytics } = setup()
    await analytics.send({ event: 'MODAL_OPEN' })
    expect(server.requests).toHaveLength(0)
    server.configure({ analyticsEnabled: false })
    expect(await analytics.enable()).toBe(false)
    await analytics.send({ event: 'MODAL_OPEN' })
    expect(posts()).toHaveLength(0)
  })

  it('is disabled when the analytics config request fails', async () => {
    const { analytics } = setup()
    server.fail('/getAnalyticsConfig', { status: 503 })
    expect(await analytics.enable()).toBe(false)
    await analytics.send({ event: 'MODAL_OPEN' })
    expect(posts()).toHaveLength(0)
  })

  it('posts eventId, url, domain, timestamp and props with event data and address', async () => {
    const { analytics } = setup()
    await analytics.enable()
    await analytics.send({ event: 'SEND_SUCCESS', properties: { network: 'eip155:1' }, address: '0xabc' })
    expect(posts()).toHaveLength(1)
    expect(posts()[0]?.query).toMatchObject({ projectId: 'proj', st: 'latch' })
    expect(posts()[0]?.body).toEqual({
      eventId: 'evt-1',
      url: 'https://app.example/swap',
      domain: 'app.example',
      timestamp: 1_750_000_000_000,
      props: { network: 'eip155:1', event: 'SEND_SUCCESS', address: '0xabc' },
    })
  })

  it('skips modal-created events', async () => {
    const { analytics } = setup()
    await analytics.enable()
    await analytics.send({ event: 'MODAL_OPEN', modalCreated: true })
    await analytics.send({ event: 'MODAL_CREATED' })
    expect(posts()).toHaveLength(0)
  })

  it('on 403 shows "Invalid App Configuration" once, with the origin allowlist debug text', async () => {
    const { analytics, alerts } = setup()
    await analytics.enable()
    server.fail('/e', { status: 403 })
    await analytics.send({ event: 'MODAL_OPEN' })
    await analytics.send({ event: 'MODAL_CLOSE' })
    expect(posts()).toHaveLength(2)
    expect(alerts).toEqual([
      {
        code: 'INVALID_APP_CONFIGURATION',
        message: MESSAGES.invalidAppConfiguration,
        advice: MESSAGES.originNotAllowedDebug,
        variant: 'error',
      },
    ])
  })
})
