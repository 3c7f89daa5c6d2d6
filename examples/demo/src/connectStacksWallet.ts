import type { Connector, Latch } from '@latch/core'

/**
 * The demo's Stacks/Bitcoin connect flow: opens Latch's wallet picker for Bitcoin (every
 * Stacks/Bitcoin wallet serves it), then connects the chosen wallet for Stacks (when it serves
 * Stacks) and Bitcoin. Both adapters share one wallet session, so the wallet is asked once.
 * Escape, an outside click or Cancel reject with the user-canceled error (-31001).
 *
 * @param latch - The Latch instance (with the Stacks and Bitcoin adapters).
 * @returns The chosen wallet.
 * @example
 * ```ts
 * await connectStacksWallet(latch).catch((error) => console.log(error.code)) // -31001 when canceled
 * ```
 */
export async function connectStacksWallet(latch: Latch): Promise<Connector> {
  const wallet = await latch.picker.pick('bip122')
  try {
    if (latch.picker.getWallets('stacks').some((w) => w.id === wallet.id && w.installed))
      await latch.connect({ namespace: 'stacks', connectorId: wallet.id })
    await latch.connect({ namespace: 'bip122', connectorId: wallet.id })
    return wallet
  } catch (error) {
    // The pick is settled: a picker left open could no longer connect anything.
    if (latch.getState().modal.open) latch.close()
    throw error
  }
}
