import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useT } from '@/web/i18n';

export function PasswordInput(props: ComponentProps<'input'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className="input pr-10" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex items-center px-3 text-muted hover:text-slate-700"
        aria-label={t(visible ? 'account.auth.hidePassword' : 'account.auth.showPassword')}
      >
        {visible ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
      </button>
    </div>
  );
}
