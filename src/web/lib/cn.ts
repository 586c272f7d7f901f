import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeConfig } from './tw-merge-config.ts';

// tailwind-merge's engine on the class groups the app uses (tw-merge-config.ts): the same merges as the default
// configuration for every class in the app's source (cn.test.ts checks each pair), at a fraction of its script
// and of the time its first call takes to build the lookup table during hydration.
const twMerge = createTailwindMerge(twMergeConfig);

export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
