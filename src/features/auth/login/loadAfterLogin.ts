/** The login sequence, for resuming a stored session: the first page's code asks for it, so it sits alone, not beside the modals' loaders. */
export const loadAfterLogin = () => import('./afterLogin');
