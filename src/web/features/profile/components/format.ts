import { TIMEZONE_OPTIONS } from '@shared/schemas/profiles';

export const timezoneLabel = (zone: string) => TIMEZONE_OPTIONS.find((t) => t.value === zone)?.label ?? zone;
