/** The bell's badge text (spec §5): the count, or "99+" above 99. */
export const formatBadgeCount = (count: number): string => (count > 99 ? '99+' : String(Math.max(0, count)));
