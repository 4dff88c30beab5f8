// What other features use of operations: the health check's database query.
export { pingDatabase } from './operations-repository';
