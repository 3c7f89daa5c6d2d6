import type { CDPSession, Page } from 'playwright-core'

/**
 * A passkey as CDP's `WebAuthn.getCredentials` gives it, private key and all.
 *
 * @example
 * ```ts
 * const [passkey]: VirtualCredential[] = await authenticator.credentials()
 * ```
 */
export type VirtualCredential = {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/**
 * Chromium's virtual authenticator on one page (over CDP): a platform passkey authenticator with
 * resident keys, user verification and the PRF extension, answering without a person.
 *
 * @example
 * ```ts
 * const authenticator = await addVirtualAuthenticator(page)
 * const passkeys = await authenticator.credentials()
 * ```
 */
export type VirtualAuthenticator = {
  cdp: CDPSession
  authenticatorId: string
  /** The passkeys it holds, private keys included (what a synced passkey carries to a new device). */
  credentials(): Promise<VirtualCredential[]>
  /** Puts passkeys taken from another authenticator on this one: the same passkey, synced. */
  addCredentials(credentials: readonly VirtualCredential[]): Promise<void>
}

/**
 * Adds a virtual authenticator to `page`'s session (CDP `WebAuthn.addVirtualAuthenticator`,
 * RECIPES.md): CTAP2, internal transport, resident keys, user verification, PRF.
 *
 * @param page - The page whose frames run the ceremonies.
 * @returns The authenticator.
 * @example
 * ```ts
 * const a = await addVirtualAuthenticator(pageA)
 * const c = await addVirtualAuthenticator(pageC)
 * await c.addCredentials(await a.credentials())
 * ```
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    cdp,
    authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    async addCredentials(credentials) {
      for (const credential of credentials)
        await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
    },
  }
}
