// npm run bench:search-quality — how well the AI search finds the right tutor in a catalog built the way real
// tutors sign up (no demo data, no seed anchors, no direct SQL), asked the way students and parents type.
// Prints criteria accuracy, top-1, top-3, MRR and search p50/p95 for the AI search and, in the same run, for a
// naive keyword match over GET /api/experts, separately for the main queries and for the held-out queries (written
// without looking at the engine); then every query that missed, with what came back instead.
// The catalog and the queries are in bench/search-quality/ (catalog.ts, queries.ts, holdout-catalog.ts,
// holdout-queries.ts); the main and held-out tutors form one catalog.
import { formatReport, runSearchQuality } from './search-quality/harness';

const run = await runSearchQuality({ holdout: true });
console.log(formatReport(run));
