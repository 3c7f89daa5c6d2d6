// Plain Node, no loader: an ethers v6 script and a viem WalletClient send on the dev chain through
// Latch's typed EIP-1193 provider (`@latch/evm/provider`), on a connection Latch made to an
// EIP-6963 wallet. The wallet is the app's stand-in for a browser extension: it announces itself on
// `window` (an EventTarget here, which is all EIP-6963 needs), signs with a dev-chain key and passes
// reads to the chain. Prints one JSON line of what it sent; exits non-zero on the first failure.
import assert from 'node:assert/strict'
import { createLatch, createMemoryStore } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { getEip1193Provider, getWalletClient } from '@latch/evm/provider'
import { BrowserProvider, parseEther as ethersParseEther } from 'ethers'
import { createWalletClient, defineChain, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const rpcUrl = process.env.RPC_URL
const key = process.env.WALLET_KEY
const to = process.env.RECEIVER
assert.ok(rpcUrl && key && to, 'RPC_URL, WALLET_KEY and RECEIVER are required')

const chain = defineChain({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const account = privateKeyToAccount(key)
const signer = createWalletClient({ account, chain, transport: http(rpcUrl) })
let authorized = false

/** The wallet: EIP-1193, signing with `account`, everything else answered by the chain. */
const wallet = {
  async request({ method, params = [] }) {
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return [account.address]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return '0x7a69'
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] } })
      case 'eth_sendTransaction': {
        const tx = params[0]
        return signer.sendTransaction({
          to: tx.to,
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
        })
      }
      default: {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        const body = await response.json()
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
        return body.result
      }
    }
  },
  on() {},
  removeListener() {},
}
const info = {
  uuid: 'node-wallet',
  name: 'Node Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.latch.node',
}
globalThis.window = new EventTarget()
const announce = () =>
  window.dispatchEvent(
    Object.assign(new Event('eip6963:announceProvider'), { detail: { info, provider: wallet } }),
  )
window.addEventListener('eip6963:requestProvider', announce)
announce()

const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [
    {
      id: '31337',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Latch Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
  ],
  storage: createMemoryStore(),
})
const unmount = latch.mount()
await latch.ready()
await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.node' })
assert.equal(latch.getAccount().address, account.address)

// ethers v6 on Latch's provider, as ethers apps take window.ethereum.
const provider = new BrowserProvider(getEip1193Provider(latch))
const ethersSigner = await provider.getSigner()
assert.equal(ethersSigner.address, account.address)
assert.equal((await provider.getNetwork()).chainId, 31337n)
const ethersTx = await ethersSigner.sendTransaction({ to, value: ethersParseEther('0.5') })
await ethersTx.wait()
provider.destroy()

// viem's WalletClient on the same connection.
const client = await getWalletClient(latch, { chain })
assert.equal(client.account?.address, account.address)
const viemHash = await client.sendTransaction({
  account: account.address,
  chain,
  to,
  value: parseEther('0.125'),
})
const signature = await client.signMessage({ account: account.address, message: 'typed provider' })
assert.equal(await verifyMessage({ address: account.address, message: 'typed provider', signature }), true)

unmount()
console.log(JSON.stringify({ ethers: ethersTx.hash, viem: viemHash }))
