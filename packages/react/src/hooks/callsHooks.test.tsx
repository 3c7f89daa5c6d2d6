import { createLatch, type Latch } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { useCallsStatus } from './useCallsStatus'
import { useCapabilities } from './useCapabilities'
import { useSendCalls } from './useSendCalls'

afterEach(cleanup)

const RECEIVER = '0x000000000000000000000000000000000000dEaD'
const STATUS = { version: '2.0.0', id: '0x01', chainId: '0x1', atomic: true, status: 200, receipts: [] }

/**
 * An EVM wallet (the memory adapter stands in for it: no extension runs in a dom test) that answers
 * EIP-5792 as an atomic wallet would, connected.
 */
async function connected(): Promise<{ latch: Latch; sent: unknown[] }> {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const sent: unknown[] = []
  const answers: Record<string, unknown> = {
    wallet_sendCalls: { id: '0x01' },
    wallet_getCallsStatus: STATUS,
    wallet_getCapabilities: { '0x1': { atomic: { status: 'supported' } } },
  }
  evm.adapter.request = async ({ method, params }) => {
    sent.push({ method, params })
    return answers[method]
  }
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  return { latch, sent }
}

function Batch() {
  const sendCalls = useSendCalls()
  const { getCallsStatus } = useCallsStatus()
  const getCapabilities = useCapabilities()
  const [shown, setShown] = useState('')
  const run = async () => {
    const capabilities = await getCapabilities()
    const { id } = await sendCalls({ calls: [{ to: RECEIVER, value: 1n }] })
    const status = await getCallsStatus(id)
    setShown(`${JSON.stringify(capabilities['0x1'])} ${id} ${status.status}`)
  }
  return (
    <>
      <button type="button" onClick={run}>
        send batch
      </button>
      <output>{shown}</output>
    </>
  )
}

describe('EIP-5792 hooks', () => {
  it('useCapabilities, useSendCalls and useCallsStatus reach the connected wallet through latch and give back its answers', async () => {
    const { latch, sent } = await connected()
    render(
      <LatchProvider latch={latch}>
        <Batch />
      </LatchProvider>,
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send batch' }))
    })
    await screen.findByText('{"atomic":{"status":"supported"}} 0x01 200')
    const from = latch.getAccount().address
    expect(sent).toEqual([
      { method: 'wallet_getCapabilities', params: [from] },
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from,
            chainId: '0x1',
            atomicRequired: false,
            calls: [{ to: RECEIVER, value: '0x1' }],
            capabilities: {},
          },
        ],
      },
      { method: 'wallet_getCallsStatus', params: ['0x01'] },
    ])
  })
})
