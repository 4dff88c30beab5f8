// The sales desk's query keys for one lead and the assignment rule. Every key starts with 'leads', so a
// change made on a lead's screen also refreshes the queue's lists.
export const leadThreadKeys = {
  all: ['leads'] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  autoAssign: ['leads', 'auto-assign'] as const,
};
