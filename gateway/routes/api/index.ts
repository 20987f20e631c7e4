import type { Routes } from '../../route.js';
import { verificationCodeRoutes } from '../shared/verification-codes.js';

/** Every {api_url} route group, mounted under /api. */
export function mountApiRoutes(routes: Routes): void {
  verificationCodeRoutes(routes);
}
