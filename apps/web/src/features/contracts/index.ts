// The contracts' public face (decision 119): the client page opens a new contract for its client.
export { contractsQueryOptions } from './api/contracts-api';
