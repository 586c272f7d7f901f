// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminReviewPage } from '@shared/schemas/reviews';
import type { AdminDomain } from '@shared/schemas/taxonomy';
import { aStudent, visitorApi } from '../../../test/fixtures';
import { replyError, reply, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const ENGLISH: AdminDomain = { id: 'd-english', name: 'English', parentId: null, aliases: ['english language'], isReference: true, tutors: 3, offers: 5 };
const SPOKEN: AdminDomain = { id: 'd-spoken', name: 'Spoken English', parentId: 'd-english', aliases: ['spoken english classes'], isReference: true, tutors: 0, offers: 0 };
const SCIENCE: AdminDomain = { id: 'd-science', name: 'Science', parentId: null, aliases: [], isReference: true, tutors: 0, offers: 0 };

function adminApi(list: AdminDomain[] = [ENGLISH, SPOKEN, SCIENCE]) {
  return visitorApi(aStudent({ isAdmin: true }))
    .on<unknown[]>('GET /api/admin/experts', [])
    .on<AdminDomain[]>('GET /api/admin/domains', list)
    .on<AdminReviewPage>('GET /api/admin/reviews', { items: [], nextCursor: null });
}

const rows = () => screen.getAllByTestId('category-row');
const row = (name: string) => rows().find((r) => within(r).queryByText(name, { selector: 'span' }))!;

describe('categories at /admin', () => {
  it('lists categories with their parent, aliases and use, and filters them', async () => {
    const { user } = await renderRoute('/admin/experts', { api: adminApi() });
    await screen.findByRole('heading', { name: 'Categories' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(row('Spoken English')).getByText('under English')).toBeTruthy();
    expect(within(row('English')).getByText('3 tutors · 5 offers')).toBeTruthy();
    await user.type(screen.getByLabelText('Find a category'), 'spoken english cl');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('1 of 3 categories')).toBeTruthy();
  });

  it('adds a category with the keyboard: name, parent and aliases as chips', async () => {
    const api = adminApi().on<AdminDomain>('POST /api/admin/domains', (req: MockRequest) =>
      reply(201, { id: 'd-new', isReference: false, tutors: 0, offers: 0, ...(req.body as object) }),
    );
    const { user } = await renderRoute('/admin/experts', { api });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await user.keyboard('Business English');
    await user.selectOptions(within(dialog).getByLabelText('Parent category'), 'English');
    await user.click(within(dialog).getByLabelText('Aliases'));
    await user.keyboard('corporate english{Enter}office english,Corporate English{Enter}');
    expect(within(dialog).getByText('"Corporate English" is already listed.')).toBeTruthy();
    await user.keyboard('typo{Enter}{Backspace}');
    const chips = within(within(dialog).getByRole('list', { name: 'Aliases' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['corporate english', 'office english']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove alias office english' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastBody('POST /api/admin/domains')).toEqual({ name: 'Business English', parentId: 'd-english', aliases: ['corporate english'] });
    expect(api.unhandled()).toEqual([]);
  });

  it('shows the server\'s reason when a name is taken', async () => {
    const api = adminApi().on('POST /api/admin/domains', replyError(409, 'CONFLICT', 'A category named "Science" already exists.', { name: 'A category named "Science" already exists.' }));
    const { user } = await renderRoute('/admin/experts', { api });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await user.keyboard('science{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A category named "Science" already exists.');
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('renames a category and offers no parent that would make a cycle', async () => {
    const api = adminApi().on<AdminDomain>('PATCH /api/admin/domains/:id', (req: MockRequest) => ({ ...ENGLISH, ...(req.body as object) }));
    const { user } = await renderRoute('/admin/experts', { api });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Edit English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit English' });
    const parents = within(within(dialog).getByLabelText('Parent category')).getAllByRole('option').map((o) => o.textContent);
    expect(parents).toEqual(['None (a top-level category)', 'Science']);
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'English Language');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastBody('PATCH /api/admin/domains/:id')).toEqual({ name: 'English Language' });
  });

  it('asks where the tutors and offers of a used category move before deleting it', async () => {
    const api = adminApi().on('DELETE /api/admin/domains/:id', reply(204));
    const { user } = await renderRoute('/admin/experts', { api });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Delete English' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete English?' });
    expect(within(dialog).getByText('3 tutors and 5 offers use English.')).toBeTruthy();
    expect(within(dialog).getByText('Its subcategory will move to the top level.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose the category they move to.');
    expect(api.callsTo('DELETE /api/admin/domains/:id')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Move its tutors and offers to'), 'Science');
    await user.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = api.callsTo('DELETE /api/admin/domains/:id')[0];
    expect(call.path).toBe('/api/admin/domains/d-english');
    expect(call.query.get('moveTo')).toBe('d-science');
  });
});
