import { describe, expect, it } from 'vitest';
import type { InquiryRow } from '@/server/features/inquiries';
import { type InquiryEventRow, toTrackingEvents } from './tracking-view';

const at = (iso: string) => new Date(iso);
const inquiry = { id: 'i1', createdAt: at('2026-03-01T08:00:00Z') } as InquiryRow;
const event = (seq: number, kind: InquiryEventRow['kind'], createdAt: string): InquiryEventRow => ({
  id: `e${seq}`,
  inquiryId: 'i1',
  kind,
  status: kind === 'status' ? 'responded' : null,
  quotationId: null,
  message: null,
  actorUserId: null,
  actorName: null,
  createdAt: at(createdAt),
  seq,
});

describe('toTrackingEvents', () => {
  it('keeps the order the events were written in, whatever their times say', () => {
    // Written by two servers whose clocks disagree by a second: the sequence is the truth.
    const events = [
      event(1, 'submitted', '2026-03-01T08:00:00Z'),
      event(2, 'quotationSent', '2026-03-02T09:00:01Z'),
      event(3, 'status', '2026-03-02T09:00:00Z'),
    ];
    expect(toTrackingEvents(inquiry, events, new Map()).map((entry) => entry.kind)).toEqual([
      'submitted',
      'quotationSent',
      'status',
    ]);
  });

  it('puts the submission first for an inquiry from before the history was kept', () => {
    const events = [event(7, 'status', '2026-03-02T09:00:00Z')];
    expect(toTrackingEvents(inquiry, events, new Map()).map((entry) => [entry.kind, entry.at])).toEqual([
      ['submitted', '2026-03-01T08:00:00.000Z'],
      ['status', '2026-03-02T09:00:00.000Z'],
    ]);
  });
});
