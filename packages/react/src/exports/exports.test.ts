import { describe, expect, it } from 'vitest'
import * as api from './index'

describe('@latch/react public API', () => {
  it('exports exactly these names (a change here is an API change)', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "ConnectButton",
        "Dialog",
        "LatchModal",
        "LatchProvider",
        "VirtualList",
        "prefetchLatchModal",
        "useCallsStatus",
        "useCapabilities",
        "useConnections",
        "useDisconnect",
        "useDisconnectConnection",
        "useLatch",
        "useLatchAccount",
        "useLatchConnections",
        "useLatchEvents",
        "useLatchInstance",
        "useLatchNetwork",
        "useLatchProvider",
        "useLatchSelector",
        "useLatchSnapshot",
        "useLatchState",
        "useSendCalls",
        "useSwitchConnection",
        "useT",
        "useTranslation",
        "useWalletInfo",
      ]
    `)
  })
})
