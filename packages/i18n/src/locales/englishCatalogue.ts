import { en, type Messages } from './en'
import { enAccount } from './en/account'
import { enApproval } from './en/approval'
import { enConnecting } from './en/connecting'
import { enCoreMessages } from './en/coreMessages'
import { enEmail } from './en/email'
import { enPermissions } from './en/permissions'
import { enProfile } from './en/profile'
import { enSend } from './en/send'
import { enSendErrors } from './en/sendErrors'
import { enSiwx } from './en/siwx'
import { enSocial } from './en/social'

/**
 * The whole English catalogue: the runtime's part ({@link en}) and the words of every lazily loaded
 * view, the same keys as every other locale. It is the reference of the locale checks
 * (`validateMessages`, `defineLocale`) and of the key map (KEYS.md); the views never load it whole.
 *
 * @example
 * ```ts
 * englishCatalogue['approve.reject'] // 'Reject'
 * ```
 */
export const englishCatalogue: Messages = {
  ...en,
  ...enCoreMessages,
  ...enApproval,
  ...enAccount,
  ...enProfile,
  ...enPermissions,
  ...enSend,
  ...enSiwx,
  ...enEmail,
  ...enSocial,
  ...enConnecting,
  ...enSendErrors,
}
