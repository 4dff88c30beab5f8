import { describe, expect, it } from 'vitest';
import type { InquiryRow } from '@/server/features/inquiries';
import { type InquiryEventRow, toTrackingEvents } from './tracking-view';

const at = (iso: string) => new Date(iso);
const inquiry = { id: 'i1', createdAt: at('2026-03-01T08:00:00Z') } as InquiryRow;
const event = (seq: number, kind: InquiryEventRow['kind'], createdAt: string): InquiryEventRow => ({
  id: `e${seq}`,
  leadId: 'l1',
  inquiryId: 'i1',
  kind,
  status: kind === 'status' ? 'responded' : null,
  quotationId: null,
  message: null,
  actorUserId: null,
  actorName: null,
  ownerId: null,
  ownerName: null,
  mailId: null,
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

  it("shows the sales desk's messages in full and nothing only staff see", () => {
    const events = [
      event(1, 'submitted', '2026-03-01T08:00:00Z'),
      { ...event(2, 'note', '2026-03-01T09:00:00Z'), message: 'Buyer is price-sensitive' },
      { ...event(3, 'ownerChanged', '2026-03-01T09:01:00Z'), ownerName: 'Karim' },
      { ...event(4, 'staffMessage', '2026-03-01T09:02:00Z'), message: 'Which grade do you need?' },
      event(5, 'mail', '2026-03-01T09:02:00Z'),
      { ...event(6, 'buyerQuestion', '2026-03-01T10:00:00Z'), message: 'Technical grade.' },
    ];
    const history = toTrackingEvents(inquiry, events, new Map());
    expect(history.map((entry) => [entry.kind, entry.message])).toEqual([
      ['submitted', null],
      ['staffMessage', 'Which grade do you need?'],
      ['buyerQuestion', 'Technical grade.'],
    ]);
    expect(JSON.stringify(history)).not.toContain('price-sensitive');
  });
});
