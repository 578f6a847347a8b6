// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { type Column, DataList } from '../../pwa/admin/components/data-list.tsx';

interface Parcel {
  id: string;
  to: string;
  weight: string;
  status: string;
  courierNote: string;
}

const PARCELS: Parcel[] = [
  { id: 'p1', to: 'Ada Lovelace', weight: '1.2 kg', status: 'Packed', courierNote: 'Leave at the door' },
  { id: 'p2', to: 'Grace Hopper', weight: '0.4 kg', status: 'Sent', courierNote: 'Ring twice' },
];

const COLUMNS: Column<Parcel>[] = [
  { header: 'Parcel', phone: 'title', cell: (parcel) => parcel.id.toUpperCase() },
  { header: 'To', cell: (parcel) => parcel.to },
  { header: 'Weight', align: 'end', cell: (parcel) => parcel.weight },
  { header: 'Status', phone: 'meta', cell: (parcel) => parcel.status },
  { header: 'Note', phone: 'wide', cell: (parcel) => parcel.courierNote },
  { header: 'Internal id', phone: 'hidden', cell: (parcel) => parcel.id },
];

function renderList(rows: Parcel[]) {
  render(
    createElement(DataList<Parcel>, {
      rows,
      rowKey: (parcel) => parcel.id,
      columns: COLUMNS,
      caption: 'Parcels',
      empty: createElement('p', null, 'No parcels yet'),
    }),
  );
}

/** What a card says, as pairs of a term and its definition. */
const cardTerms = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a back-office list', () => {
  test('on a wide screen, a table named by its caption with a header per column and a row per item', () => {
    renderList(PARCELS);
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Parcel', 'To', 'Weight', 'Status', 'Note', 'Internal id']);
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['P1', 'Ada Lovelace', '1.2 kg', 'Packed', 'Leave at the door', 'p1'],
      ['P2', 'Grace Hopper', '0.4 kg', 'Sent', 'Ring twice', 'p2'],
    ]);
  });

  test('on a phone, a card per item with every cell under its column’s header, but the hidden one', () => {
    renderList(PARCELS);
    const cards = within(screen.getByRole('list', { name: 'Parcels' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cardTerms(cards[0] as HTMLElement)).toEqual([
      ['Parcel', 'P1'],
      ['Status', 'Packed'],
      ['To', 'Ada Lovelace'],
      ['Weight', '1.2 kg'],
      ['Note', 'Leave at the door'],
    ]);
    expect(within(cards[1] as HTMLElement).queryByText('p2')).toBeNull();
  });

  test('with nothing to list, the empty state alone', () => {
    renderList([]);
    expect(screen.getByText('No parcels yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
