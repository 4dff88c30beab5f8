// The sales desk's figures and settings: their query keys, shared by the dashboard and the settings.
export const deskMetricsKeys = {
  metrics: ['desk', 'metrics'] as const,
  holidays: ['desk', 'holidays'] as const,
  blockedEmails: ['desk', 'blocked-emails'] as const,
  blockedEmailSearch: (q: string) => ['desk', 'blocked-emails', q] as const,
};
