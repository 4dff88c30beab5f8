// Sample request rows as the buyer and as staff see them.
import type { SampleRequest, TrackedSample } from '@/contract/samples';
import type { SampleRow } from './sample-repository';

export const toTrackedSample = (row: SampleRow): TrackedSample => ({
  _id: row.id,
  productId: row.productId,
  productName: row.productName,
  variantLabel: row.variantLabel,
  quantity: Number(row.quantity),
  unit: row.unit,
  intendedUse: row.intendedUse,
  company: row.company,
  deliveryAddress: row.deliveryAddress,
  status: row.status,
  courier: row.courier,
  trackingNote: row.trackingNote,
  declineReason: row.declineReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toSampleRequest = (row: SampleRow): SampleRequest => ({
  ...toTrackedSample(row),
  variantId: row.variantId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  language: row.language,
});
