// The modal's lazy chunk (loaded by loadModal; its name starts with ModalRoot, which the size and
// consumer checks look for): the modal and its idle rehearsal, in one request.
export { ModalRoot } from './ModalRoot'
export { warmUpModal } from './warmUpModal'
