/** A page opened as the first of a visit, where the splash plays, or as a later one, where it does not. */
import { splashSeenKey } from '../../src/lib/browser/preferences.ts';

export const visits = ['first visit', 'later visit'] as const;
export type Visit = (typeof visits)[number];

/** An init script for a later page: the visit has seen the splash (sessionStorage, as the site records it). */
export const splashSeen = [(key: string) => sessionStorage.setItem(key, '1'), splashSeenKey] as const;
