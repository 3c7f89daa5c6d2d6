import { createLatch } from '@latch/core'
import { createStacksAdapters, defineBitcoinNetwork, defineStacksNetwork } from '@latch/stacks'
import { createStacksConnectRequest } from '@latch/stacks/connect'

// The local Stacks API (it also answers the Esplora reads); Vite inlines VITE_* variables at build time.
const apiUrl: string = import.meta.env.VITE_STACKS_API_URL ?? 'http://127.0.0.1:3999'

const { stacks, bip122 } = createStacksAdapters()

export const latch = createLatch({
  adapters: [stacks, bip122],
  networks: [defineStacksNetwork('testnet', apiUrl), defineBitcoinNetwork('testnet', apiUrl)],
  metadata: {
    name: 'Latch with @stacks/connect code',
    description: 'Vite + React',
    url: window.location.origin,
    icons: [],
  },
})

// Was `import { request } from '@stacks/connect'`: the app's calls now go to the wallet
// connected in Latch's modal, with the same method names, parameters and results.
export const request = createStacksConnectRequest(latch)
