// What search engines and link previews read without running the app: the tutor profile page's <head>
// (title, description, Open Graph, schema.org JSON-LD) written into the app's HTML by the server,
// /sitemap.xml with every public tutor and the public pages, and /robots.txt pointing to it.
import type { Context, Hono } from 'hono';
import { formatMoney } from '../../../shared/rules/money';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { viewerOf } from '../../http/client-ip';
import { isGuest, sendPage, type PageRender } from '../../http/page-render';
import { withDataPreloads } from '../../http/route-preload';
import { recordProfileView } from './experts.service';
import { displayName, headlineOf, publicRating } from './profile.service';
import { profileRepo, type ProfileRow } from './profile.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SITE_NAME = 'ExpertConnect';
/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;
const DESCRIPTION_MAX = 160;

/** Pages anyone may open, listed in the sitemap. */
const PUBLIC_PAGES = ['/', '/discover-experts', '/terms', '/privacy'];
/** Signed-in areas, sign-in forms, transactional pages and the API: not for crawlers. */
const PRIVATE_PREFIXES = ['/api/', '/student/', '/tutor/', '/admin/', '/session/', '/booking/', '/auth/', '/dev/', '/forgot-password', '/reset-password'];

/** Text for HTML content and double- or single-quoted attributes. */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** JSON inside <script>: nothing in it can close the element or open a comment or CDATA section. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (base: string, url: string) => new URL(url, base).toString();

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

type Offer = { title: string; price: number; durationMinutes: number; isTrial: boolean };

/** The head's text and the JSON-LD of one tutor's profile. */
function profileHead(row: ProfileRow, offers: Offer[], opts: { baseUrl: string; currency: string }) {
  const name = displayName(row);
  const headline = headlineOf(row);
  const url = absolute(opts.baseUrl, `/experts/${row.id}`);
  const image = absolute(opts.baseUrl, row.avatarUrl ?? '/favicon.svg');
  const rating = publicRating(row.rating, row.ratingCount);
  const facts = [
    rating != null ? `★${rating.toFixed(1)} from ${row.ratingCount} reviews` : null,
    row.priceFrom != null ? `from ${formatMoney(row.priceFrom, opts.currency)}` : null,
    row.hasTrial && row.trialPrice != null ? (row.trialPrice === 0 ? 'free trial' : `trial ${formatMoney(row.trialPrice, opts.currency)}`) : null,
  ].filter(Boolean);
  const lead = `${headline}${facts.length ? ` · ${facts.join(' · ')}` : ''}. `;
  const description = clip(`${lead}${row.bio ?? ''}`, DESCRIPTION_MAX);
  const title = `${name} — ${headline} | ${SITE_NAME}`;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': url,
    name,
    url,
    image,
    jobTitle: headline,
    description: clip(row.bio ?? headline, 500),
    ...(row.languages.length ? { knowsLanguage: row.languages } : {}),
    ...(row.qualifications.length ? { hasCredential: row.qualifications.map((q) => ({ '@type': 'EducationalOccupationalCredential', name: q })) } : {}),
    ...(row.city || row.country
      ? { address: { '@type': 'PostalAddress', ...(row.city ? { addressLocality: row.city } : {}), ...(row.country ? { addressCountry: row.country } : {}) } }
      : {}),
    ...(row.ratingCount >= 1
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(Number(row.rating) * 10) / 10, reviewCount: row.ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(offers.length
      ? {
          makesOffer: offers.map((o) => ({
            '@type': 'Offer',
            name: o.title,
            price: (o.price / 100).toFixed(2),
            priceCurrency: opts.currency,
            url: absolute(opts.baseUrl, `/booking/${row.id}`),
            itemOffered: { '@type': 'Service', name: o.title, description: `${o.durationMinutes}-minute ${o.isTrial ? 'trial lesson' : 'lesson'}` },
          })),
        }
      : {}),
  };
  return { title, description, url, image, jsonLd };
}

/** `html` (the app's index.html) with the tutor's title, description, canonical address, Open Graph tags and JSON-LD. */
function withProfileHead(html: string, head: ReturnType<typeof profileHead>): string {
  const e = escapeHtml;
  const tags = [
    `<link rel="canonical" href="${e(head.url)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.url)}">`,
    `<meta property="og:image" content="${e(head.image)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
  ].join('');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${e(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${e(head.description)}">`)
    .replace('</head>', () => `${tags}</head>`);
}

function sitemapXml(baseUrl: string, tutors: { id: string; updatedAt: Date }[]): string {
  const url = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(absolute(baseUrl, loc))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => url(p)),
    ...tutors.map((t) => url(`/experts/${t.id}`, t.updatedAt)),
    '</urlset>',
  ].join('\n');
}

function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absolute(baseUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** /sitemap.xml and /robots.txt (served with or without the web build). */
export function mountSeoRoutes(app: Hono<AppEnv>, deps: Deps) {
  app.get('/sitemap.xml', async (c) => {
    const tutors = await profileRepo(deps.db).listPublic(SITEMAP_LIMIT - PUBLIC_PAGES.length);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemapXml(deps.baseUrl, tutors), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(deps.baseUrl));
  });
}

/**
 * GET /experts/:id: the app's HTML with the tutor's head, and the page rendered with its data (`render`,
 * http/page-render.ts) when the web build can, else a preload of the page's data. An unknown or hidden tutor gets
 * the plain app (which shows "Expert Not Found") with a 404.
 */
export function mountProfilePage(app: Hono<AppEnv>, deps: Deps, html: string, render: PageRender | null = null) {
  app.get('/experts/:id', async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) return c.html(html, 404);
    const repo = profileRepo(deps.db);
    const row = await repo.findPublic(id);
    if (!row) return c.html(html, 404);
    const offers = await repo.publishedOffers(id);
    const head = profileHead(row, offers, { baseUrl: deps.baseUrl, currency: deps.env.CURRENCY });
    const page = withProfileHead(html, head);
    const rendered = render ? await render(c, page) : null;
    // A guest's page may come from the renders guests share, which read no API: the view is counted here. (A
    // signed-in visitor's is counted by the page's own read; a view counted twice is still one.)
    if (isGuest(c)) await recordProfileView(deps, id, offers.map((o) => o.id), viewerOf(c, deps.env.TRUST_PROXY, null));
    return rendered ? sendPage(c, rendered) : c.html(withDataPreloads(page, [`/api/experts/${id}/profile`]));
  });
}

/** Where intro videos play from (loaded only after a click) and YouTube's stills. */
const EMBED_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const EMBED_IMAGES = ['https://i.ytimg.com'];

/** The page policy with the intro video players allowed in frames and YouTube's stills as images. */
export function withIntroVideoSources(policy: string): string {
  const directives = policy.split(/;\s*/).filter(Boolean);
  const add = (name: string, sources: string[]) => {
    const i = directives.findIndex((d) => d.startsWith(`${name} `));
    if (i >= 0) directives[i] = `${directives[i]} ${sources.join(' ')}`;
    else directives.push(`${name} 'self' ${sources.join(' ')}`);
  };
  add('frame-src', EMBED_FRAMES);
  add('img-src', EMBED_IMAGES);
  return directives.join('; ');
}
