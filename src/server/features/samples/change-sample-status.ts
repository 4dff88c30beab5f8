// Staff move a sample request on (approve, dispatch with courier and tracking note, mark delivered,
// decline with a reason); the buyer is told by mail, queued with the change.

import type { z } from 'zod';
import { productName } from '@/contract/localized-product';
import { SAMPLE_MESSAGES, SAMPLE_TRANSITIONS, type UpdateSampleStatusInput } from '@/contract/samples';
import type { Database } from '@/server/db/client';
import { queueMail } from '@/server/features/mail';
import { findProduct } from '@/server/features/products';
import { conflict, notFound } from '@/server/lib/http-error';
import { sampleBuyerMail, sampleTrackingLink } from './sample-mails';
import { lockSample, updateSample } from './sample-repository';

export async function changeSampleStatus(
  tx: Database,
  id: string,
  change: z.output<typeof UpdateSampleStatusInput>,
  { publicUrl, tokenSecret }: { publicUrl: string; tokenSecret: string },
) {
  const current = await lockSample(tx, id);
  if (!current) throw notFound(SAMPLE_MESSAGES.notFound);
  if (!SAMPLE_TRANSITIONS[current.status].includes(change.status))
    throw conflict(SAMPLE_MESSAGES.transitionInvalid);
  const row = await updateSample(tx, id, {
    status: change.status,
    // What each status says: the courier and note stay from dispatch on; a reason only with a decline.
    courier: change.status === 'dispatched' ? change.courier : current.courier,
    trackingNote: change.status === 'dispatched' ? change.trackingNote : current.trackingNote,
    declineReason: change.status === 'declined' ? change.declineReason : null,
  });
  const product = row.productId ? await findProduct(tx, row.productId) : null;
  const name = product ? productName(product, row.language) : row.productName;
  await queueMail(
    tx,
    row.email,
    sampleBuyerMail(row, name, sampleTrackingLink(tokenSecret, row.id), publicUrl),
  );
  return row;
}
