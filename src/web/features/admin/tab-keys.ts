// The keys of a tab list (WAI-ARIA Authoring Practices, tabs with automatic activation): the arrows
// step and wrap round, Home and End jump to the ends.

/** The index a key moves to from `current` in a list of `count` tabs, or null for any other key. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
