import type { ControlProps } from '../../components/ui/form-field.tsx';
import { controlClass } from '../../components/ui/form-field.tsx';
import { SIGN_IN_NAME_MAX } from './signed-in-user.ts';

/** The account's display name, as the sign-in page and the account page both ask for it. */
export function NameInput({
  control,
  value,
  onChange,
  placeholder,
}: {
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <input
      {...control}
      type="text"
      autoComplete="name"
      maxLength={SIGN_IN_NAME_MAX}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={controlClass}
    />
  );
}
