import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, type ToastRecord, useToasts } from './use-toast.ts';

const VARIANT_CLASSES = {
  default: 'border-forest-900/10 bg-white text-ink',
  notice: 'border-amber-300 bg-amber-50 text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

const ICONS = { default: CircleCheck, notice: Info, destructive: CircleAlert } as const;
const ICON_CLASSES = { default: 'text-forest-700', notice: 'text-amber-800', destructive: 'text-white' } as const;

function ToastItem({ record }: { record: ToastRecord }) {
  const variant = record.variant ?? 'default';
  const destructive = variant === 'destructive';
  const Icon = ICONS[variant];
  return (
    <ToastPrimitive.Root
      open={record.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(record.id);
      }}
      duration={record.duration}
      // A failure or a warning is news the shopper must hear now; a confirmation can wait its turn.
      type={variant === 'default' ? 'background' : 'foreground'}
      className={`group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:transition-none motion-reduce:animate-none ${VARIANT_CLASSES[variant]}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${ICON_CLASSES[variant]}`} />
      <div className="grid min-w-0 gap-0.5">
        <ToastPrimitive.Title className="font-semibold text-sm">{record.title}</ToastPrimitive.Title>
        {record.description ? (
          <ToastPrimitive.Description className={`text-sm ${destructive ? 'text-white' : 'text-ink/75'}`}>
            {record.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className={`absolute top-2.5 right-2.5 rounded-full p-1 transition ${destructive ? 'text-white/80 hover:bg-white/15 hover:text-white' : 'text-ink/50 hover:bg-forest-50 hover:text-ink'}`}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toast store: one at a time, 5 s, swipe right past 50 px to dismiss,
 * F8 (Radix's default hotkey) moves focus to the notifications. Up to 420 px wide: across the
 * top on phones and tablets, at the bottom left on wide screens, clear of the cart drawer.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} />
      ))}
      <ToastPrimitive.Viewport className="pointer-events-none fixed top-0 right-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col gap-2 p-4 outline-none lg:top-auto lg:right-auto lg:bottom-0 lg:left-0" />
    </ToastPrimitive.Provider>
  );
}
