/**
 * Compile-time shape checks between the engine's types and the contract's (used by
 * search/engine-fits-contract.ts and football/engine-fits-browse-contract.ts): a field added,
 * removed or retyped on one side only fails `npm run typecheck`.
 */

/** true when A and B have the same keys and each is assignable to the other. */
export type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never]
      ? true
      : false
    : false
  : false

/** Fails to compile unless T is true. */
export type Expect<T extends true> = T
