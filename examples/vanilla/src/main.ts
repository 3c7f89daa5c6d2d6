/**
 * Latch without a framework: drives the headless core from the terminal. It creates an instance
 * with an in-memory wallet, opens the modal, routes, connects, shows Account, switches network,
 * closes and disconnects, printing the state after each step.
 *
 * Run: `pnpm vanilla`
 */
import { type CaipNetwork, createLatch, createMemoryStore, type Latch } from '@latch/core'
import { createDemoWalletAdapter, DEMO_CONNECTOR } from './demoWalletAdapter'

const mainnet: CaipNetwork = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const sepolia: CaipNetwork = { ...mainnet, id: '11155111', caipNetworkId: 'eip155:11155111', name: 'Sepolia' }

/** One line describing the modal, the router and the account. */
function describe(latch: Latch): string {
  const { modal, router } = latch.getState()
  const account = latch.getAccount()
  const wallet = account.isConnected
    ? `${account.status} ${account.address} on ${latch.getNetwork()?.name}, balance ${account.balance ?? '…'} ${account.balanceSymbol ?? ''}`.trim()
    : account.status
  return `modal ${modal.open ? 'open' : 'closed'} | view ${router.view} [${router.history.join(' > ')}] ${router.transition} | ${wallet}`
}

async function main(): Promise<void> {
  const latch = createLatch({
    adapters: [createDemoWalletAdapter()],
    networks: [mainnet, sepolia],
    metadata: {
      name: 'Latch vanilla example',
      description: 'Headless core',
      url: 'http://localhost',
      icons: [],
    },
    storage: createMemoryStore(),
  })
  const step = (label: string) => console.log(`${label.padEnd(28)} ${describe(latch)}`)

  const stop = latch.mount()
  await latch.ready()
  step('created and mounted')
  console.log(`connect methods: ${latch.connections.getConnectMethodOrder().join(', ')}`)

  await latch.open()
  step('open()')
  latch.router.push('AllWallets')
  step("router.push('AllWallets')")
  latch.router.push('ConnectingExternal', {
    wallet: {
      id: DEMO_CONNECTOR.id,
      name: DEMO_CONNECTOR.name,
      connectorId: DEMO_CONNECTOR.id,
      namespace: 'eip155',
    },
  })
  step('pick Demo Wallet')
  await latch.connect({ namespace: 'eip155', connectorId: DEMO_CONNECTOR.id })
  step('connected')

  await latch.open()
  await latch.account.refreshBalance()
  step('open() again')

  await latch.switchNetwork(sepolia)
  step('switchNetwork(Sepolia)')
  await latch.chains.confirmSwitch()
  await latch.account.refreshBalance()
  step('confirm in wallet')

  latch.close()
  step('close()')
  await latch.disconnect()
  step('disconnect()')
  console.log(
    `events: ${latch
      .getEvents()
      .map((e) => e.event)
      .join(', ')}`,
  )
  stop()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
