/**
 * The lazily loaded pages home leads to, as loaders App and home share: home fetches the next page's code while the
 * user types, so pressing submit never waits for it (a dynamic import runs once; the second call gets the same module).
 */
export const loadGenerate = () => import('../pages/Generate');
export const loadAuth = () => import('../pages/Auth');
