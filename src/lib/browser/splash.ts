/** The splash layer's id: the island renders it, the <head> script times its CSS fail-safe. */
export const splashScreenId = 'splash-screen';
