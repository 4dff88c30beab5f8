// The sales desk's work on one lead or a few (DESIGN.md §6): who owns it, its status, the messages to
// the buyer and the internal notes, and the one timeline that shows them with everything else that
// happened to it. The automatic assignment rule is here too.
import { z } from 'zod';
import { requiredText } from './common';
import { INQUIRY_EVENT_KINDS, LEAD_KINDS, LEAD_STATUSES, OUTBOX_STATUSES, QUANTITY_UNITS } from './enums';

// A lead's timeline (every kind of lead): an inquiry's history, and what only staff see: internal
// notes, owner changes and the mails sent to the buyer.
export const LEAD_EVENT_KINDS = [...INQUIRY_EVENT_KINDS, 'note', 'ownerChanged', 'mail'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** How many leads one bulk change may name: a page of the queue, and then some. */
export const LEAD_BATCH_MAX = 500;
export const LEAD_MESSAGE_MAX = 5000;

export const LEAD_THREAD_MESSAGES = {
  notFound: 'Lead not found',
  someNotFound: 'One or more of the leads were not found',
  idsRequired: 'Choose at least one lead',
  idsTooMany: `At most ${LEAD_BATCH_MAX} leads can be changed at once`,
  idInvalid: 'Each lead must be given by its id',
  ownerInvalid: 'The owner must be an administrator',
  statusInvalid: 'Status must be one of: new, inProgress, responded, closed',
  messageRequired: 'Please write your message to the buyer',
  noteRequired: 'Please write your note',
  bodyTooLong: `Must be at most ${LEAD_MESSAGE_MAX} characters`,
  adminsInvalid: 'Each admin in the rotation must be an administrator',
  adminsRequired: 'Choose at least one admin for the rotation',
  assigned: 'Owner saved',
  statusChanged: 'Status saved',
  messageSent: 'Message sent to the buyer',
  noteAdded: 'Note added',
  autoAssignSaved: 'Assignment rule saved',
  loadFailed: 'Failed to load the lead',
  saveFailed: 'Failed to save',
} as const;

const leadIds = z
  .array(z.uuid({ error: LEAD_THREAD_MESSAGES.idInvalid }), { error: LEAD_THREAD_MESSAGES.idsRequired })
  .min(1, LEAD_THREAD_MESSAGES.idsRequired)
  .max(LEAD_BATCH_MAX, LEAD_THREAD_MESSAGES.idsTooMany);

/** Assign (or with null unassign) one lead or many. */
export const AssignLeadsInput = z.object({
  ids: leadIds,
  ownerId: z.uuid({ error: LEAD_THREAD_MESSAGES.ownerInvalid }).nullable(),
});
export type AssignLeadsInput = z.infer<typeof AssignLeadsInput>;

export const ChangeLeadStatusInput = z.object({
  ids: leadIds,
  status: z.enum(LEAD_STATUSES, { error: LEAD_THREAD_MESSAGES.statusInvalid }),
});
export type ChangeLeadStatusInput = z.infer<typeof ChangeLeadStatusInput>;

/** A message's or a note's text; a missing one (or no object at all) is answered with `required`. */
const bodyInput = (required: string) =>
  z.object(
    { body: requiredText(required, LEAD_MESSAGE_MAX, LEAD_THREAD_MESSAGES.bodyTooLong) },
    { error: required },
  );

export const LeadMessageInput = bodyInput(LEAD_THREAD_MESSAGES.messageRequired);
export type LeadMessageInput = z.infer<typeof LeadMessageInput>;

export const LeadNoteInput = bodyInput(LEAD_THREAD_MESSAGES.noteRequired);
export type LeadNoteInput = z.infer<typeof LeadNoteInput>;

/** Round robin over the chosen admins, off by default. */
export const AutoAssignSettingSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  adminIds: z.array(z.uuid({ error: LEAD_THREAD_MESSAGES.adminsInvalid })).max(100),
});
export type AutoAssignSetting = z.infer<typeof AutoAssignSettingSchema>;
export const AutoAssignInput = AutoAssignSettingSchema.refine(
  (rule) => !rule.enabled || rule.adminIds.length > 0,
  { message: LEAD_THREAD_MESSAGES.adminsRequired, path: ['adminIds'] },
);

const person = z.object({ _id: z.string(), name: z.string() });

/** One entry of the lead's timeline, in the order it was written. */
export const LeadTimelineEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  at: z.string(),
  /** Who acted: a member of staff, the buyer (by name), or null for the site itself. */
  actorName: z.string().nullable(),
  status: z.enum(LEAD_STATUSES).nullable(),
  quotationVersion: z.number().nullable(),
  /** The words of a message, a note or a buyer's question. */
  message: z.string().nullable(),
  /** An owner change: the new owner, null when unassigned. */
  ownerName: z.string().nullable(),
  /** A mail to the buyer, as the outbox has it now. */
  mail: z.object({ subject: z.string(), to: z.string(), status: z.enum(OUTBOX_STATUSES) }).nullable(),
});
export type LeadTimelineEntry = z.infer<typeof LeadTimelineEntrySchema>;

export const LeadDetailSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_KINDS),
  /** The id of the inquiry, contact message, sample or document request the lead is. */
  sourceId: z.string(),
  reference: z.string(),
  status: z.enum(LEAD_STATUSES),
  owner: person.nullable(),
  buyerName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  productNames: z.array(z.string()),
  quantity: z.number().nullable(),
  unit: z.enum(QUANTITY_UNITS).nullable(),
  lineCount: z.number(),
  isSpam: z.boolean(),
  overdue: z.boolean(),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
  /** Whether the buyer reads messages on a tracking page (inquiries, samples) or by mail only. */
  buyerHasPage: z.boolean(),
  timeline: z.array(LeadTimelineEntrySchema),
  /** Who the lead may be given to. */
  admins: z.array(person),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

export const LeadChangeResultSchema = z.object({ message: z.string(), updated: z.number() });
export const LeadThreadResultSchema = z.object({ message: z.string(), lead: LeadDetailSchema });
export type LeadThreadResult = z.infer<typeof LeadThreadResultSchema>;
export const AutoAssignResultSchema = z.object({
  rule: AutoAssignSettingSchema,
  admins: z.array(person),
  message: z.string().optional(),
});
export type AutoAssignResult = z.infer<typeof AutoAssignResultSchema>;
