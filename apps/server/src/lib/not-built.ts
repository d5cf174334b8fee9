import { AppError } from './errors.js';

/** PLACEHOLDER while a route is being built in its own branch; none may remain at merge. */
export const notBuilt = (): never => {
  throw new AppError('INTERNAL_ERROR', 'Not built yet');
};
