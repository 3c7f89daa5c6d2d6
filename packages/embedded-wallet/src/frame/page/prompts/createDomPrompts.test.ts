// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRecoveryKit } from '../../../shares/recoveryKit'
import { splitWalletSecret } from '../../../shares/walletShares'
import type { WalletSecret } from '../../FramePrompts'
import { createDomPrompts } from './createDomPrompts'
import { PROMPT_TEXTS } from './promptTexts'

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const WALLET = {
  evm: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
}
const SECRET: WalletSecret = {
  mnemonic: MNEMONIC,
  evmPrivateKey: `0x${'ab'.repeat(32)}`,
  solanaSecretKey: '5MaiiCavjCmn9Hs1o3eznqDEhRwxo7pXiAYez7keQUviUkauRiTMD8DrESdrNjN8zd9mTmVhRvBJeg5vhyvgrAhG',
}

function setup() {
  const visible: boolean[] = []
  const prompts = createDomPrompts({ document: () => document, setVisible: (shown) => visible.push(shown) })
  return { prompts, visible }
}

async function newKit() {
  const set = await splitWalletSecret(MNEMONIC)
  return { set, kit: createRecoveryKit(set.recovery, WALLET, new Date('2026-11-29T12:00:00Z')) }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const press = (key: string) =>
  document.activeElement?.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  )
/** Lets the prompt's queued work (its visibility post, a file read) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('createDomPrompts', () => {
  it('shows the recovery kit: a named dialog with focus inside, a download of the kit file, Done only once saved', async () => {
    const { prompts, visible } = setup()
    const { kit } = await newKit()
    const shown = prompts.showRecoveryKit(kit)
    const finished = vi.fn()
    void shown.then(finished)
    await settle()

    expect(visible).toEqual([true])
    const open = dialog() as HTMLElement
    expect(open.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(open.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Save your recovery kit')
    expect(open.contains(document.activeElement)).toBe(true)
    const groups = [...open.querySelectorAll('[data-latch-code] span')].map((g) => g.textContent)
    expect(groups.join('-')).toBe(kit.code)

    const files: Blob[] = []
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob)
      return 'blob:http://127.0.0.1:8788/kit'
    })
    const clicks: string[] = []
    const onClick = (event: Event) => {
      const link = event.target as HTMLAnchorElement
      if (link.tagName === 'A') {
        clicks.push(link.download)
        event.preventDefault()
      }
    }
    document.addEventListener('click', onClick)
    button('Download kit').click()
    document.removeEventListener('click', onClick)
    expect(createObjectURL).toHaveBeenCalledOnce()
    expect(clicks).toEqual(['latch-recovery-kit.json'])
    expect(JSON.parse(await (files[0] as Blob).text())).toEqual(kit)

    // not cancellable: Escape does nothing, Done waits for the checkbox
    press('Escape')
    const done = button('Done')
    expect(done.disabled).toBe(true)
    done.click()
    await settle()
    expect(finished).not.toHaveBeenCalled()
    expect(dialog()).not.toBeNull()

    const saved = open.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement
    expect(saved.closest('label')?.textContent).toBe('I saved my recovery kit')
    saved.click()
    expect(done.disabled).toBe(false)
    done.click()
    await shown
    expect(dialog()).toBeNull()
    expect(visible).toEqual([true, false])
  })

  it('asks for the recovery kit: the problem and attempts left, a typed code (typos caught here) or the kit file', async () => {
    const { prompts, visible } = setup()
    const { set, kit } = await newKit()
    const asked = prompts.askRecoveryKit({
      message: 'This recovery kit is not this account’s.',
      attemptsLeft: 2,
    })
    await settle()
    const open = dialog() as HTMLElement
    expect(document.getElementById(open.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Recover your wallet',
    )
    expect(open.querySelector('[role="alert"]')?.textContent).toBe(
      'This recovery kit is not this account’s. 2 attempts left.',
    )
    const code = open.querySelector('textarea') as HTMLTextAreaElement
    expect(document.activeElement).toBe(code)
    expect(open.querySelector(`label[for="${code.id}"]`)?.textContent).toBe('Recovery code')
    const recover = button('Recover')
    expect(recover.disabled).toBe(true)

    // a typo: the share's checksum catches it, nothing is sent on
    const typo = `${set.recovery.slice(0, -1)}${set.recovery.endsWith('A') ? 'B' : 'A'}`
    code.value = typo
    code.dispatchEvent(new Event('input', { bubbles: true }))
    recover.click()
    expect(open.querySelector('[role="alert"]')?.textContent).toBe(
      'This is not a Latch wallet share, or it has a typo',
    )
    expect(dialog()).not.toBeNull()

    // the kit file chosen instead
    const picker = open.querySelector('input[type="file"]') as HTMLInputElement
    const file = new File([JSON.stringify(kit, null, 2)], 'latch-recovery-kit.json', {
      type: 'application/json',
    })
    Object.defineProperty(picker, 'files', { value: [file], configurable: true })
    picker.dispatchEvent(new Event('change', { bubbles: true }))
    await vi.waitFor(() => expect(recover.disabled).toBe(false))
    expect(open.querySelector('[role="alert"]')?.hasAttribute('hidden')).toBe(true)
    recover.click()
    expect(JSON.parse((await asked) as string)).toEqual(kit)
    expect(dialog()).toBeNull()

    // the code typed
    const typed = prompts.askRecoveryKit()
    await settle()
    const field = document.querySelector('textarea') as HTMLTextAreaElement
    field.value = ` ${set.recovery}\n`
    field.dispatchEvent(new Event('input', { bubbles: true }))
    button('Recover').click()
    expect(await typed).toBe(set.recovery)
    expect(visible).toEqual([true, false, true, false])
  })

  it('resolves undefined when the visitor cancels the recovery prompt, with Cancel or Escape', async () => {
    const { prompts, visible } = setup()
    const cancelled = prompts.askRecoveryKit()
    await settle()
    expect(dialog()?.querySelector('[role="alert"]')?.hasAttribute('hidden')).toBe(true)
    button('Cancel').click()
    expect(await cancelled).toBeUndefined()

    const escaped = prompts.askRecoveryKit()
    await settle()
    press('Escape')
    expect(await escaped).toBeUndefined()
    expect(dialog()).toBeNull()
    expect(visible).toEqual([true, false, true, false])
  })

  it('reveals the secret only after the warning is confirmed, the private keys only on request', async () => {
    const { prompts, visible } = setup()
    const revealed = prompts.revealSecret(SECRET)
    await settle()
    const open = dialog() as HTMLElement
    expect(open.contains(document.activeElement)).toBe(true)
    expect(open.textContent).toContain(
      'Anyone with your recovery phrase or private keys controls this wallet',
    )
    expect(open.textContent).toContain('This app never sees them')
    const page = () => document.documentElement.outerHTML
    expect(page()).not.toContain('winner')
    expect(page()).not.toContain(SECRET.evmPrivateKey)

    button('Show recovery phrase').click()
    expect(document.getElementById(open.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Your recovery phrase',
    )
    const words = [...open.querySelectorAll('[data-latch-words] li')].map((li) => li.textContent)
    expect(words).toEqual(MNEMONIC.split(' ').map((word, i) => `${i + 1}${word}`))
    expect(open.contains(document.activeElement)).toBe(true)
    const keys = () => [...open.querySelectorAll('[data-latch-key]')]
    expect(keys().every((key) => key.closest('[hidden]') !== null)).toBe(true)
    button(PROMPT_TEXTS.revealKeys).click()
    expect(keys().map((key) => key.textContent)).toEqual([SECRET.evmPrivateKey, SECRET.solanaSecretKey])
    expect(keys().every((key) => key.closest('[hidden]') === null)).toBe(true)

    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    button('Copy').click()
    button(`Copy ${PROMPT_TEXTS.revealSolanaKey}`).click()
    await vi.waitFor(() => expect(open.querySelector('[role="status"]')?.textContent).toBe('Copied'))
    expect(written).toEqual([MNEMONIC, SECRET.solanaSecretKey])

    button('Done').click()
    await revealed
    expect(page()).not.toContain('winner')
    expect(page()).not.toContain(SECRET.solanaSecretKey)
    expect(visible).toEqual([true, false])
  })

  it('closes the export with Escape or Cancel before anything is shown', async () => {
    const { prompts } = setup()
    const escaped = prompts.revealSecret(SECRET)
    await settle()
    press('Escape')
    await escaped
    const cancelled = prompts.revealSecret(SECRET)
    await settle()
    button('Cancel').click()
    await cancelled
    expect(dialog()).toBeNull()
    expect(document.documentElement.outerHTML).not.toContain('winner')
  })

  it('keeps focus inside the prompt: Tab from the last control wraps to the first, focus that leaves comes back', async () => {
    const { prompts } = setup()
    const outside = document.createElement('button')
    document.body.prepend(outside)
    const asked = prompts.askRecoveryKit()
    await settle()
    const open = dialog() as HTMLElement
    button('Recover').disabled = false
    button('Recover').focus()
    press('Tab')
    expect(document.activeElement).toBe(open.querySelector('textarea'))
    outside.focus()
    expect(open.contains(document.activeElement)).toBe(true)
    press('Escape')
    await asked
  })

  it('shows one prompt at a time: the second opens when the first closed', async () => {
    const { prompts, visible } = setup()
    const first = prompts.askRecoveryKit()
    const second = prompts.askRecoveryKit({ message: 'Second' })
    await settle()
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    expect(dialog()?.querySelector('[role="alert"]')?.hasAttribute('hidden')).toBe(true)
    button('Cancel').click()
    await first
    await settle()
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Second')
    button('Cancel').click()
    await second
    expect(visible).toEqual([true, false, true, false])
  })

  it('asks to go on with a passkey: "Continue with a passkey" resolves true, Cancel and Escape false, shown only meanwhile', async () => {
    const { prompts, visible } = setup()
    const signIn = prompts.askPasskey('signIn')
    await settle()
    const open = dialog() as HTMLElement
    expect(document.getElementById(open.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      PROMPT_TEXTS.passkeyTitle.signIn,
    )
    expect(open.contains(document.activeElement)).toBe(true)
    button(PROMPT_TEXTS.passkeyContinue).click()
    expect(await signIn).toBe(true)
    expect(dialog()).toBeNull()
    expect(visible).toEqual([true, false])

    const add = prompts.askPasskey('add')
    await settle()
    button(PROMPT_TEXTS.cancel).click()
    expect(await add).toBe(false)

    const signUp = prompts.askPasskey('signUp')
    await settle()
    press('Escape')
    expect(await signUp).toBe(false)
    expect(dialog()).toBeNull()
  })
})
