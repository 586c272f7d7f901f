// The cancellation policy a student books under: one rule for the server's check and the booking page's words.

/** A confirmed session can be cancelled by its student until this many hours before the start. */
const FREE_CANCEL_HOURS = 12;
export const FREE_CANCEL_MS = FREE_CANCEL_HOURS * 3_600_000;

/** The policy in words, as the review step shows it before booking. */
export const cancellationPolicyText = `You can cancel free of charge until ${FREE_CANCEL_HOURS} hours before the start. A request the tutor has not confirmed yet can be cancelled any time before it starts.`;

