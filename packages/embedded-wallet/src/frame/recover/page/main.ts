// Entry of the offline recovery page's script (bundled by the key-frame server as recover.js).
import { createIndexedDbVaultStorage } from '../../vault/createIndexedDbVaultStorage'
import { startRecoveryPage } from './startRecoveryPage'

void startRecoveryPage(document, createIndexedDbVaultStorage())
