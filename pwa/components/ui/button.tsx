import type { ComponentProps } from 'react';

/**
 * The forms' and dialogs' two buttons: `primary` does the step (submit, pay, continue), and
 * `secondary` is the way back or the other choice beside it. A disabled primary button is
 * busy (a wait cursor), as forms disable it only while they send.
 */
const BUTTON_LOOKS = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-forest-700 disabled:cursor-wait disabled:opacity-75',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-full border border-forest-800/25 bg-white px-6 py-3 font-semibold text-forest-900 transition hover:bg-forest-50',
} as const;

export type ButtonVariant = keyof typeof BUTTON_LOOKS;

/** A button's classes, for a link or a widget's trigger that must look like the button. */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return className ? `${BUTTON_LOOKS[variant]} ${className}` : BUTTON_LOOKS[variant];
}

/** A `<button>` in one of the two looks; `type` defaults to "button", so it never submits by accident. */
export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
