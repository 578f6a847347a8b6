import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { whenAgeVerified } from './app-events.ts';
import { whenIdle } from './when-idle.ts';

/** How a widget that replaces its placeholder should start. */
export interface WidgetActivation {
  /** The shopper already pressed the placeholder: open at once. */
  defaultOpen: boolean;
  /** The placeholder had focus: the widget's trigger takes it. */
  autoFocus: boolean;
}

/** Idle or not, a widget's code loads within this long of the page rendering past the age gate. */
const IDLE_LOAD_MS = 2000;

export interface DeferredWidget<P> {
  load(): Promise<ComponentType<P & WidgetActivation>>;
  loaded(): ComponentType<P & WidgetActivation> | null;
}

/**
 * A header or footer widget (a Radix menu, select or popover) whose code stays out of the
 * first page load. A look-alike placeholder trigger stands in until the shopper reaches for it;
 * its code loads when the page is idle, or at once on hover, focus or press (see useDeferredWidget).
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
 * The widget once the shopper has reached for it, with how it should start, and the handlers
 * for its placeholder: hovering it hurries the code, focusing it swaps the widget in, pressing
 * it also opens the widget as soon as its code is in, with focus where the shopper left it.
 *
 * Until then the placeholder stays, even once the code is in: it is all a shopper sees of a
 * closed menu, and swapping every widget in when idle made the page's start mount them all
 * (Radix's setup and effects, a long task on a phone) for menus most visits never open.
 */
export function useDeferredWidget<P>(widget: DeferredWidget<P>): {
  Widget: ComponentType<P & WidgetActivation> | null;
  activation: WidgetActivation;
  placeholderProps: {
    onPointerEnter(): void;
    onPointerDown(event: { button: number }): void;
    onFocus(): void;
    onBlur(): void;
    onClick(): void;
  };
} {
  const [Widget, setWidget] = useState(() => widget.loaded());
  const activation = useRef<WidgetActivation>({ defaultOpen: false, autoFocus: false });
  const mounted = useRef(true);
  const show = useCallback(() => {
    // A failed load is handled app-wide (service-worker-updates.ts reloads into the current
    // release); the placeholder stays meanwhile.
    widget.load().then(
      (component) => {
        if (mounted.current) setWidget(() => component);
      },
      () => undefined,
    );
  }, [widget]);

  const press = () => {
    activation.current.defaultOpen = true;
    show();
  };

  useEffect(() => {
    mounted.current = true;
    let cancelIdle: (() => void) | undefined;
    // Behind the age gate the page cannot be reached: the code waits until the gate is passed.
    const cancelWait = Widget
      ? undefined
      : whenAgeVerified(() => {
          cancelIdle = whenIdle(() => void widget.load().catch(() => undefined), IDLE_LOAD_MS);
        });
    return () => {
      mounted.current = false;
      cancelWait?.();
      cancelIdle?.();
    };
  }, [Widget, widget]);

  const { defaultOpen, autoFocus } = activation.current;
  return {
    Widget,
    // A widget that opens at once puts focus in what it opened (a search box, a menu's first
    // item) and gives it back to its trigger on closing; the trigger taking it as well would
    // race the opened content for it.
    activation: { defaultOpen, autoFocus: autoFocus && !defaultOpen },
    placeholderProps: {
      // Hovering only hurries the code: swapped in closed under a pointer about to press, the
      // widget could arrive between the press's pointerdown and its click, and swallow the press.
      onPointerEnter: () => void widget.load().catch(() => undefined),
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
        if (event.button === 0) press();
      },
      // Keyboards (Enter, Space) press with a click alone.
      onClick: press,
    },
  };
}
