/** The fields of a GraphQL input that were given: null and undefined (left out) are dropped, for the libs' defaults. */
export function givenFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}
