// The public forms' side of the spam rule (src/contract/spam.ts), for <Form guard>: a honeypot no
// person sees or reaches (hidden, inert, out of the tab order, named so no browser or password manager
// fills it), and the server's start stamp, asked for when the visitor first touches the form. Both
// travel with the submitted values; the server decides.
import { useRef } from 'react';
import { FORM_STAMP_FIELD, FORM_TRAP_FIELD, type FormGuardValues, type FormStamp } from '@/contract/spam';
import { api } from '@/web/lib/api-client';

export function useFormGuard() {
  const stamp = useRef<Promise<string | undefined> | null>(null);
  const trap = useRef<HTMLInputElement>(null);

  const touch = () => {
    // A failed request leaves no stamp: the next touch, or the submission, asks again.
    stamp.current ??= api.get<FormStamp>('/form-stamp').then(
      (answer) => answer.stamp,
      () => {
        stamp.current = null;
        return undefined;
      },
    );
  };

  const values = async (): Promise<FormGuardValues> => {
    touch();
    return { [FORM_STAMP_FIELD]: await stamp.current!, [FORM_TRAP_FIELD]: trap.current?.value ?? '' };
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

  return { touch, values, honeypot };
}
