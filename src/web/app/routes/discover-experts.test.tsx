// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExpertCard } from '@shared/schemas/experts';
import { aSearchResponse, aSearchResult, anExpertCard, criteria, visitorApi } from '../../test/fixtures';
import { replyError } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const ravi = anExpertCard();
const meera = anExpertCard({ id: '7c0a2f4e-0000-4000-8000-000000000002', userId: 'user-tutor-2', name: 'Meera Nair', domainId: 'd-music', domainName: 'Music', rating: 4.6 });
const QUERY = 'CBSE Math tutor for Grade 10 who speaks Hindi';

/** A guest on the page: the domain list, and the top-rated experts (of one domain when asked). */
function discoverApi() {
  return visitorApi(null)
    .on('GET /api/domains', [
      { id: 'd-math', name: 'Mathematics', parentId: null, aliases: [] },
      { id: 'd-music', name: 'Music', parentId: null, aliases: [] },
    ])
    .on('GET /api/experts', (req) => {
      const domainId = req.query.get('domainId');
      const items: ExpertCard[] = [ravi, meera].filter((e) => !domainId || e.domainId === domainId);
      return { items, nextCursor: null };
    });
}

const cards = () => screen.getAllByTestId('expert-card');
const cardNames = () => cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

async function searchFor(text: string, api = discoverApi()) {
  const app = await renderRoute('/discover-experts', { api });
  await screen.findByRole('heading', { name: 'Top Rated Expert Tutors' });
  await app.user.click(screen.getByLabelText('Describe the tutor you need'));
  await app.user.paste(text);
  await app.user.click(screen.getByRole('button', { name: 'AI Search' }));
  return app;
}

describe('discover page (/discover-experts)', () => {
  it('lists the top-rated experts as cards and filters them by domain', async () => {
    const { user, api } = await renderRoute('/discover-experts', { api: discoverApi() });

    expect(await screen.findByRole('heading', { name: 'AI Expert Search' })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Ravi Kumar', 'Meera Nair']));
    const first = cards()[0];
    expect(within(first).getByText('Mathematics')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Book Session' }).getAttribute('href')).toBe(`/booking/${ravi.id}`);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();

    const domain = screen.getByLabelText('Domain');
    await waitFor(() => expect(within(domain).getByRole('option', { name: 'Music' })).toBeTruthy());
    await user.selectOptions(domain, 'Music');

    await waitFor(() => expect(cardNames()).toEqual(['Meera Nair']));
    const filtered = api.callsTo('GET /api/experts').at(-1)!;
    expect(Object.fromEntries(filtered.query)).toEqual({ limit: '12', domainId: 'd-music' });
    expect(api.unhandled()).toEqual([]);
  });

  it('sends the AI search query and shows ranked results with their match scores', async () => {
    const api = discoverApi().on(
      'POST /api/ai/tutor-search',
      aSearchResponse([aSearchResult({ matchScore: 86 }), aSearchResult({ ...meera, matchScore: 64, matchExplanation: 'Teaches in Hindi.' })], {
        extractedCriteria: criteria({ subjects: ['Mathematics'], grade: '10', boards: ['CBSE'], languages: ['Hindi'] }),
      }),
    );
    const app = await searchFor(QUERY, api);

    expect(await screen.findByRole('heading', { name: 'AI Search Results' })).toBeTruthy();
    expect(api.lastBody('POST /api/ai/tutor-search')).toEqual({ query: QUERY });
    expect(app.location().search).toBe(`?q=${encodeURIComponent(QUERY)}`);
    await waitFor(() => expect(cardNames()).toEqual(['Ravi Kumar', 'Meera Nair']));
    expect(screen.getAllByTestId('match-badge').map((b) => [b.textContent, b.dataset.tone])).toEqual([
      ['86% match', 'green'],
      ['64% match', 'yellow'],
    ]);
    expect(within(cards()[0]).getByText('Teaches CBSE Grade 10 mathematics in Hindi.')).toBeTruthy();
    const understood = screen.getByRole('region', { name: 'AI Understanding' });
    expect(within(understood).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Subject: Mathematics', 'Grade: 10', 'Board: CBSE', 'Language: Hindi']);

    // The domain filter narrows the AI results on the page without asking again.
    await app.user.selectOptions(screen.getByLabelText('Domain'), 'Music');
    await waitFor(() => expect(cardNames()).toEqual(['Meera Nair']));
    expect(api.callsTo('POST /api/ai/tutor-search')).toHaveLength(1);
  });

  it('says when the AI search found nobody and still offers the top-rated tutors', async () => {
    const api = discoverApi().on('POST /api/ai/tutor-search', aSearchResponse([]));
    await searchFor('Underwater basket weaving in Latin', api);

    expect(await screen.findByText('No experts match your AI search criteria with sufficient quality score')).toBeTruthy();
    expect(screen.getByText('No experts found')).toBeTruthy();
    expect(await screen.findByText('No AI matches found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse All Experts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top Rated Expert Tutors' })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Ravi Kumar', 'Meera Nair']));
    expect(screen.queryAllByTestId('match-badge')).toEqual([]);
  });

  it('falls back to all tutors when the AI search fails', async () => {
    const api = discoverApi().on('POST /api/ai/tutor-search', replyError(503, 'AI_UNAVAILABLE', 'The AI service is unavailable.'));
    await searchFor(QUERY, api);

    expect(await screen.findByText('AI search failed')).toBeTruthy();
    expect(screen.getByText('Showing all tutors instead. Try a different search query.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'AI Search Results' })).toBeNull();
    await waitFor(() => expect(cardNames()).toEqual(['Ravi Kumar', 'Meera Nair']));
  });
});
