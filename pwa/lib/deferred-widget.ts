import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenAgeVerified } from './app-events.ts';
import { whenIdle } from './when-idle.ts';

/** How a widget that replaces its placeholder should start. */
export interface WidgetActivation {
  /** The shopper already pressed the placeholder: open at once. */
  defaultOpen: boolean;
  /** The placeholder had focus: the widget's trigger takes it. */
  autoFocus: boolean;
  /** The press was a key (Enter or Space), not a pointer: a menu then focuses its first item. */
  openedByKey: boolean;
}

/** Idle or not, a widget's code loads within this long of the page rendering. */
const IDLE_LOAD_MS = 2000;

export interface DeferredWidget<P> {
  load(): Promise<ComponentType<P & WidgetActivation>>;
  loaded(): ComponentType<P & WidgetActivation> | null;
}

/**
 * A header or footer widget (a Radix menu, select or popover) whose code stays out of the
 * first page load. Until it arrives, a look-alike placeholder trigger stands in; it loads when
 * the page is idle, or at once on hover, focus or press (see useDeferredWidget).
 */
export function deferredWidget<P>(load: () => Promise<ComponentType<P & WidgetActivation>>): DeferredWidget<P> {
  let component: ComponentType<P & WidgetActivation> | null = null;
  let loading: Promise<ComponentType<P & WidgetActivation>> | null = null;
  return {
    load() {
      // A failed load is forgotten, so hovering or pressing the placeholder again retries it.
      loading ??= load().then(
        (loadedComponent) => {
          component = loadedComponent;
          return loadedComponent;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component,
  };
}

/**
 * The widget once its code is in, with how it should start, and the handlers for its
 * placeholder: hovering or focusing it hurries the load, pressing it also opens the widget as
 * soon as it arrives, with focus where the shopper left it.
 */
export function useDeferredWidget<P>(widget: DeferredWidget<P>): {
  Widget: ComponentType<P & WidgetActivation> | null;
  activation: WidgetActivation;
  placeholderProps: {
    ref(element: HTMLElement | null): void;
    onPointerEnter(): void;
    onPointerDown(event: { button: number }): void;
    onFocus(): void;
    onBlur(): void;
    onClick(event: { detail: number }): void;
    onKeyDown(event: { key: string }): void;
  };
} {
  const [Widget, setWidget] = useState(() => widget.loaded());
  const activation = useRef<WidgetActivation>({ defaultOpen: false, autoFocus: false, openedByKey: false });
  const mounted = useRef(true);
  const placeholder = useRef<HTMLElement | null>(null);
  const show = useCallback(
    (when: 'now' | 'idle' = 'now') => {
      // A failed load is handled app-wide (service-worker-updates.ts reloads into the current
      // release); the placeholder stays meanwhile.
      widget.load().then(
        (component) => {
          if (!mounted.current) return;
          // Swapped in while idle, the widget renders as a transition, in slices that never
          // hold up the shopper's input; hovered, focused or pressed, it comes at once.
          if (when === 'idle') startTransition(() => setWidget(() => component));
          else setWidget(() => component);
        },
        () => undefined,
      );
    },
    [widget],
  );

  const press = (byKey: boolean) => {
    activation.current.defaultOpen = true;
    activation.current.openedByKey = byKey;
    show();
  };

  useEffect(() => {
    mounted.current = true;
    let cancelIdle: (() => void) | undefined;
    // Behind the age gate the page cannot be reached: the code waits until the gate is passed.
    const cancelWait = Widget
      ? undefined
      : whenAgeVerified(() => {
          cancelIdle = whenIdle(() => {
            // A placeholder the layout hides (the desktop menus on a phone, the phone menu on a
            // desktop) stays: its code loads, but rendering the widget waits until it is reached.
            if (placeholder.current?.getClientRects().length === 0) void widget.load().catch(() => undefined);
            else show('idle');
          }, IDLE_LOAD_MS);
        });
    return () => {
      mounted.current = false;
      cancelWait?.();
      cancelIdle?.();
    };
  }, [Widget, show, widget]);

  return {
    Widget,
    activation: activation.current,
    placeholderProps: {
      ref: (element) => {
        placeholder.current = element;
      },
      onPointerEnter: () => show(),
      onFocus: () => {
        activation.current.autoFocus = true;
        show();
      },
      onBlur: () => {
        activation.current.autoFocus = false;
      },
      // A press counts from pointerdown: if the widget replaces its placeholder between the
      // shopper's pointerdown and pointerup, the browser sends no click, and the press would
      // be lost. Every widget opens beside its trigger, so the pointerup cannot pick an item.
      onPointerDown: (event) => {
        if (event.button === 0) press(false);
      },
      // Keyboards (Enter, Space) press with a click that counts no pointer clicks. The press also
      // counts from the key going down: if the widget takes the focus before the key's click,
      // the click lands on the widget's trigger, which opens on keys, not clicks, and is lost.
      onClick: (event) => {
        press(event.detail === 0);
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') press(true);
      },
    },
  };
}
