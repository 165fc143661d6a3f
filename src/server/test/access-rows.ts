/**
 * The shape of a row in the authorisation matrix. Each module keeps its rows beside its routes
 * in `access-rows.ts`; the matrix test fails for any /api route without a row, and for a row
 * whose route no longer exists.
 *
 * `allow` lists the roles that get past authorisation (any status but 401/403). 'public' routes
 * need no session; 'session' routes accept any valid session, even a pending user's.
 */
export interface AccessRow {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;
  allow: 'public' | 'session' | ReadonlyArray<0 | 1 | 2>;
  /** Runs after every other row (e.g. logout, which ends the session it is called with). */
  last?: boolean;
  /**
   * A public machine route with no key in its URL that authenticates every call itself (a signed
   * webhook): the matrix's unsigned, empty call gets this status from every caller, session or not.
   */
  refusesUnsigned?: 401 | 403;
}
