// The public forms' side of the spam rule (src/contract/spam.ts), for <Form guard>: a honeypot no
// person sees or reaches (hidden, inert, out of the tab order, named so no browser or password manager
// fills it), and the server's start stamp, asked for when the visitor first touches the form. Both
// travel with the submitted values; the server decides. Someone quicker than the minimum fill time
// (a browser's autofill and one press) is not turned away: the submission waits out the rest of it,
// timed by the page's monotonic clock from the stamp's arrival, whatever the wall clock says.
// A stamp vouches for one stored submission: once the server has taken it (or refused it as spent),
// the form's next submission asks for a new one, so a second message from the same page goes through.
import { useRef } from 'react';
import {
  FORM_MIN_FILL_MS,
  FORM_STAMP_FIELD,
  FORM_TRAP_FIELD,
  type FormGuardValues,
  type FormStamp,
} from '@/contract/spam';
import { api } from '@/web/lib/api-client';

export function useFormGuard() {
  const stamp = useRef<Promise<{ stamp: string; at: number } | undefined> | null>(null);
  const trap = useRef<HTMLInputElement>(null);

  const touch = () => {
    // A failed request leaves no stamp: the next touch, or the submission, asks again.
    stamp.current ??= api.get<FormStamp>('/form-stamp').then(
      (answer) => ({ stamp: answer.stamp, at: performance.now() }),
      () => {
        stamp.current = null;
        return undefined;
      },
    );
  };

  const values = async (): Promise<FormGuardValues> => {
    touch();
    const issued = await stamp.current!;
    // The server dated the stamp a little before it arrived: a margin keeps the wait on the safe side.
    const wait = issued ? FORM_MIN_FILL_MS + 250 - (performance.now() - issued.at) : 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { [FORM_STAMP_FIELD]: issued?.stamp, [FORM_TRAP_FIELD]: trap.current?.value ?? '' };
  };

  const honeypot = (
    <div aria-hidden inert className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <input
        ref={trap}
        type="text"
        name={FORM_TRAP_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-1p-ignore
        data-lpignore="true"
        data-bwignore
      />
    </div>
  );

  const spent = () => {
    stamp.current = null;
  };

  return { touch, values, spent, honeypot };
}
