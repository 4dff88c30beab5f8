// Small formatting helpers shared by the mails features compose.

/** A time as staff in Dhaka read it: "23 Nov 2026, 19:36 (Dhaka time)". */
export function dhakaTime(at: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  return `${text} (Dhaka time)`;
}

/** A link into the admin dashboard's tab, on the site's public address. */
export const adminTabUrl = (publicUrl: string, tab: string, params: Record<string, string> = {}) =>
  `${publicUrl}/admin?${new URLSearchParams({ tab, ...params })}`;
