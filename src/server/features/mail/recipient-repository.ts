// The accounts mail reads about its recipients: who the admins are, and which language an address's
// account reads in.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siteSettings, users } from '@/server/db/schema';
import { SALES_ADDRESS_SETTING, STAFF_RECIPIENTS_SETTING } from './mail-settings';

export async function findAdminEmails(db: Database): Promise<string[]> {
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return admins.map((admin) => admin.email);
}

/**
 * Who hears of new inquiries, messages and reviews, with the language of each one's account (null
 * without one): the addresses of the staff recipients setting in their order, or every admin when it
 * is unset or empty; and the sales address setting (null when unset), where buyers' replies go. One
 * statement, as it is read before every such write: on the embedded database each round trip waits
 * its turn on the one session.
 */
export async function findStaffRecipients(
  db: Database,
): Promise<{ recipients: { address: string; language: string | null }[]; salesAddress: string | null }> {
  const result = await db.execute(sql`
    with configured as (
      select entry.address, entry.position
      from ${siteSettings},
        jsonb_array_elements_text(
          case when jsonb_typeof(${siteSettings.value}) = 'array' then ${siteSettings.value} else '[]'::jsonb end
        ) with ordinality as entry(address, position)
      where ${siteSettings.key} = ${STAFF_RECIPIENTS_SETTING}
    ), addresses as (
      select address, position from configured
      union all
      select ${users.email}, 0 from ${users}
      where ${eq(users.role, 'admin')} and not exists (select from configured)
    ), recipients as (
      select addresses.address, ${users.language} as language, addresses.position
      from addresses left join ${users} on ${users.email} = lower(trim(addresses.address))
    )
    select recipients.address, recipients.language, sales.address as sales_address
    from (
      select (
        select ${siteSettings.value} #>> '{}' from ${siteSettings}
        where ${siteSettings.key} = ${SALES_ADDRESS_SETTING} and jsonb_typeof(${siteSettings.value}) = 'string'
      ) as address
    ) as sales
    left join recipients on true
    order by recipients.position`);
  const rows = (
    result as unknown as {
      rows: { address: string | null; language: string | null; sales_address: string | null }[];
    }
  ).rows;
  return {
    recipients: rows.flatMap(({ address, language }) => (address === null ? [] : [{ address, language }])),
    salesAddress: rows[0]?.sales_address || null,
  };
}
