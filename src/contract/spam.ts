// Spam without captchas (DESIGN.md §6): the rule the public forms share. No schemas here: the public
// forms load this module, so it stays a few constants (the desk's schemas are in spam-schemas.ts).
//
// A public form (inquiry, quote basket, contact, review, sample request) sends two more fields: a
// honeypot people never see, and a start stamp the server signed when the form was first touched.
// A filled honeypot, a missing or forged stamp, or a submission sooner than FORM_MIN_FILL_MS after
// the stamp is a bot's: it gets the form's usual success answer and nothing is stored, notified or
// mailed. Times are the server's own on both ends, so a buyer's wrong clock changes nothing. A stamp
// vouches for one stored submission: sent again, it is refused with FORM_STAMP_SPENT_MESSAGE (409),
// while a submission the rules refused (400) leaves it unspent for the person's corrected retry.

/** Nobody reads, types and sends a form in less. */
export const FORM_MIN_FILL_MS = 3_000;
/** A stamp older than this no longer vouches for its form (a page left open still works for a day). */
export const FORM_STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const FORM_STAMP_SPENT_MESSAGE =
  'This form has already been sent. Please reload the page to send another.';

/** The body fields the guard reads. The honeypot's name is one no browser or password manager fills. */
export const FORM_STAMP_FIELD = 'formStamp';
export const FORM_TRAP_FIELD = 'mc_hp_ref';

/** What a guarded form's body carries beside its own fields. */
export type FormGuardValues = { [FORM_STAMP_FIELD]?: string; [FORM_TRAP_FIELD]?: string };

/** GET /api/form-stamp's answer. */
export type FormStamp = { stamp: string };
