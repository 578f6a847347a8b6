// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_PENDING_ATTRIBUTE } from '../../pwa/early-taps/early-taps.ts';
import { changedFields, replayEarlyTaps } from '../../pwa/early-taps/replay-early-taps.ts';

/**
 * What the app does once it has taken over a server-rendered page (decision 013): fields the
 * shopper changed before are taken as typed, and the presses held by the page's script replayed.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A form as the store's are: controlled fields whose state shows in the page. (Selects are left
 * to the browser suite's state picker: happy-dom's select hides the marks React leaves on it.)
 */
function Form() {
  const [name, setName] = useState('');
  const [gift, setGift] = useState(false);
  const [size, setSize] = useState('3.5g');
  const [quantity, setQuantity] = useState(1);
  return createElement(
    'form',
    null,
    createElement('input', { 'aria-label': 'Name', value: name, onChange: (event) => setName(event.target.value) }),
    createElement('input', {
      type: 'checkbox',
      'aria-label': 'Gift',
      checked: gift,
      onChange: (event) => setGift(event.target.checked),
    }),
    ['3.5g', '7g'].map((value) =>
      createElement('input', {
        key: value,
        type: 'radio',
        name: 'size',
        value,
        'aria-label': value,
        checked: size === value,
        onChange: () => setSize(value),
      }),
    ),
    createElement('button', { type: 'button', onClick: () => setQuantity(quantity + 1) }, 'More'),
    createElement('output', null, `${name}|${gift}|${size}|${quantity}`),
  );
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete window[EARLY_TAPS_GLOBAL];
});

/** The server's page, as the shopper found it before the app's script arrived. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(createElement(Form));
  document.body.append(container);
  return container;
}

async function takeOver(container: HTMLElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, createElement(Form));
  });
  await act(async () => {
    await replayEarlyTaps(window, { serverRendered: true });
  });
}

const shown = () => document.querySelector('output')?.textContent;
const field = <T extends Element>(label: string) => document.querySelector(`[aria-label="${label}"]`) as T;

describe('Fields changed before the app took over', () => {
  test('are found: text typed, an option chosen, a box ticked, a radio chosen; untouched ones are not', () => {
    serverPage();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<select aria-label="State"><option value="" selected="">Pick</option><option value="CA">California</option></select>',
    );
    expect(changedFields(document.body)).toEqual([]);
    field<HTMLInputElement>('Name').value = 'Ada';
    field<HTMLSelectElement>('State').value = 'CA';
    field<HTMLInputElement>('Gift').checked = true;
    field<HTMLInputElement>('7g').checked = true;
    expect(changedFields(document.body).map((element) => element.getAttribute('aria-label'))).toEqual([
      'Name',
      'Gift',
      '7g',
      'State',
    ]);
  });

  test("become the app's state once it takes over, and stay through its next render", async () => {
    const container = serverPage();
    field<HTMLInputElement>('Name').value = 'Ada';
    field<HTMLInputElement>('Gift').checked = true;
    field<HTMLInputElement>('7g').checked = true;

    await takeOver(container);
    expect(shown()).toBe('Ada|true|7g|1');
    // A later render keeps them: the app's state is what the fields show.
    act(() => document.querySelector('button')?.click());
    expect(shown()).toBe('Ada|true|7g|2');
    expect(field<HTMLInputElement>('Name').value).toBe('Ada');
  });

  test('are left alone on a page the app rendered itself', async () => {
    const container = serverPage();
    field<HTMLInputElement>('Name').value = 'Ada';
    await act(async () => {
      root = hydrateRoot(container, createElement(Form));
    });
    await act(async () => {
      await replayEarlyTaps(window, { serverRendered: false });
    });
    expect(shown()).toBe('|false|3.5g|1');
  });
});

describe('Presses held by the page', () => {
  test('are replayed in order, each after the one before has rendered, and then the holding stops', async () => {
    const container = serverPage();
    const more = () => container.querySelector('button') as HTMLButtonElement;
    const held = [more(), more(), more()];
    let stopped = false;
    window[EARLY_TAPS_GLOBAL] = {
      next: () => held.shift() ?? null,
      press: (control) => control.click(),
      stop: () => {
        stopped = true;
      },
    };
    await takeOver(container);
    expect(shown()).toBe('|false|3.5g|4');
    expect(stopped).toBe(true);
    expect(document.documentElement.hasAttribute(EARLY_TAPS_PENDING_ATTRIBUTE)).toBe(false);
  });

  test('on what the page no longer shows are dropped', async () => {
    const container = serverPage();
    const gone = document.createElement('button');
    let clicked = false;
    gone.addEventListener('click', () => {
      clicked = true;
    });
    const held: HTMLElement[] = [gone];
    window[EARLY_TAPS_GLOBAL] = {
      next: () => held.shift() ?? null,
      press: (control) => control.click(),
      stop: () => undefined,
    };
    await takeOver(container);
    expect(clicked).toBe(false);
    expect(shown()).toBe('|false|3.5g|1');
  });
});
