/**
 * Remembers the statuses of the money requests a list has shown, and tells when a list read again
 * shows one that moved (to one of `into` when given, e.g. a deposit credited): the operator acted while
 * the list was open. A record newer than any seen counts too: the operator may act before the list is
 * read again after the request (a withdrawal rejected before the refetch that would show it pending).
 * Records of an older page are not new: ids grow with time.
 */
export class StatusWatch<S> {
  private readonly seen = new Map<number, S>();
  private newest: number | undefined;

  constructor(private readonly into?: readonly S[]) {}

  /** Records the list; true when something moved since the last one. */
  observe(list: readonly { id: number; status: S }[]): boolean {
    const newestBefore = this.newest;
    let moved = false;
    for (const item of list) {
      const before = this.seen.get(item.id);
      const changed =
        before === undefined ? newestBefore !== undefined && item.id > newestBefore : before !== item.status;
      if (changed && (!this.into || this.into.includes(item.status))) moved = true;
      this.seen.set(item.id, item.status);
      this.newest = Math.max(this.newest ?? 0, item.id);
    }
    // An empty first list still marks the start: whatever appears later is new.
    this.newest ??= 0;
    return moved;
  }
}
