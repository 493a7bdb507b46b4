import { locateInPage, type Target } from '../engine-page.ts';

/** Why an action found nothing to act on. */
export const notFound = (target: Target): Error =>
  new Error(
    `No visible ${target.role} ${target.name === undefined ? `number ${target.nth ?? 0}` : `named "${target.name}"`}` +
      (target.within ? ` inside the ${target.within.role} "${target.within.name ?? ''}"` : ''),
  );

export { locateInPage };
