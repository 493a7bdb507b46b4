/**
 * Workaround for https://crbug.com/1326921 (checked on Chromium 156; on another, see if it still holds): with
 * DevTools' Runtime domain on, as in Playwright, each Error a page makes has V8 reparse the functions on its
 * stack. React DOM's five took 120–165 ms at 4×, 11–19 ms without DevTools, 12 ms with this flag.
 */
export const stackCapture = { flag: '--js-flags=--no-enable-lazy-source-positions', checkedOn: '156.' };
