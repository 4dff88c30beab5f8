// The careers feature's public entry: its keys. Its page and admin tab are loaded by app/.
export { careerKeys } from './api/career-keys';
