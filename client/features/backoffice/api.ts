export { BACKOFFICE_KEY } from '../admin/list-kit'
