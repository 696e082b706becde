/**
 * Promise.all for reads started together (issue 38: one round trip instead of one after the other)
 * whose refusals must keep the order they had when the reads ran one by one: waits for all, then
 * throws the first failure in the order given, not the first to arrive.
 */
export async function settledInOrder<T extends readonly unknown[]>(
  work: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(work)
  for (const result of settled) if (result.status === 'rejected') throw result.reason
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T
}
