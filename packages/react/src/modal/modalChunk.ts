// The modal's lazy chunk (loaded by loadModal): the modal and its idle rehearsal, one request.
export { ModalRoot } from './ModalRoot'
export { warmUpModal } from './warmUpModal'
