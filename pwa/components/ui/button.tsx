import type { ComponentProps } from 'react';

/**
 * The forms' and dialogs' two buttons: `primary` does the step (submit, pay, continue), and
 * `secondary` is the way back or the other choice beside it. A disabled primary button is
 * busy (a wait cursor), as forms disable it only while they send.
 */
const BUTTON_LOOKS = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-forest-800 font-semibold text-white shadow-sm transition hover:bg-forest-700 disabled:cursor-wait disabled:opacity-75',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-full border border-forest-800/25 bg-white font-semibold text-forest-900 transition hover:bg-forest-50',
} as const;

/** `regular` for the shop's forms; `compact` where many controls share a screen (the back office). */
const BUTTON_SIZES = {
  regular: 'px-6 py-3',
  compact: 'px-4 py-2 text-sm',
} as const;

export type ButtonVariant = keyof typeof BUTTON_LOOKS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/** A button's classes, for a link or a widget's trigger that must look like the button. */
export function buttonClass(variant: ButtonVariant, className?: string, size: ButtonSize = 'regular'): string {
  const look = `${BUTTON_LOOKS[variant]} ${BUTTON_SIZES[size]}`;
  return className ? `${look} ${className}` : look;
}

/** A `<button>` in one of the two looks; `type` defaults to "button", so it never submits by accident. */
export function Button({
  variant,
  size = 'regular',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}
