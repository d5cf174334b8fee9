import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListHeader, type ListCreate } from './list-page';
import { standInForMeasures } from '@/test/jsdom-measures';

beforeAll(standInForMeasures);
afterEach(cleanup);

/** A list's head as a page holds it: the search and the filter are the page's state. */
function Head({ create, links, onSearch }: { create?: ListCreate | false; links?: ReactNode; onSearch?: (text: string) => void }) {
  const [text, setText] = useState('');
  const [kind, setKind] = useState('all');
  return (
    <>
      <ListHeader
        title="Materials"
        description="Fabric and notions"
        links={links}
        create={create}
        search={{
          value: text,
          onChange: (next) => {
            setText(next);
            onSearch?.(next);
          },
          placeholder: 'Search by name...',
          label: 'Search materials',
        }}
        filters={[
          {
            label: 'Kind',
            value: kind,
            onChange: setKind,
            options: [
              { value: 'all', label: 'All kinds' },
              { value: 'fabric', label: 'Fabric' },
            ],
          },
        ]}
      />
      <p>{`Showing ${kind}`}</p>
    </>
  );
}

describe('ListHeader', () => {
  it('draws the title, the description, the search box and the filters under their names', () => {
    const onSearch = vi.fn();
    render(<Head onSearch={onSearch} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Materials' })).toBeTruthy();
    expect(screen.getByText('Fabric and notions')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search materials' }), { target: { value: 'silk' } });
    expect(onSearch).toHaveBeenCalledWith('silk');
    expect(screen.getByRole('combobox', { name: 'Kind' }).textContent).toContain('All kinds');
  });

  it('changes a filter through its select', async () => {
    render(<Head />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Kind' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Fabric' }));
    expect(await screen.findByText('Showing fabric')).toBeTruthy();
  });

  it("offers 'New …' as a button that runs the page's action, or as a link to the screen that makes one", () => {
    const onClick = vi.fn();
    const { unmount } = render(<Head create={{ label: 'Add Material', onClick }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    expect(onClick).toHaveBeenCalledOnce();
    unmount();
    render(<Head create={{ label: 'New Quote', to: '/quotes/new' }} links={<a href="/quotes/templates">Templates</a>} />);
    expect(screen.getByRole('link', { name: 'New Quote' }).getAttribute('href')).toBe('/quotes/new');
    expect(screen.getByRole('link', { name: 'Templates' })).toBeTruthy();
  });

  it("keeps the same 'New …' button when the links beside it load later, so a dialog it opened gives focus back to it", () => {
    const create = { label: 'New special order', onClick: vi.fn() };
    const { rerender } = render(<Head create={create} />);
    const before = screen.getByRole('button', { name: 'New special order' });
    rerender(<Head create={create} links={<button type="button">Alteration time: 56 days</button>} />);
    expect(screen.getByRole('button', { name: 'New special order' })).toBe(before);
    expect(before.isConnected).toBe(true);
  });

  it("leaves 'New …' out for a role that may not make one", () => {
    render(<Head create={false} />);
    expect(screen.queryByRole('button', { name: /add|new/i })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
