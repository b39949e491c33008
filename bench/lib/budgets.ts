/** Size budgets enforced by `npm test` (test/budget) and reported by `npm run bench`. KB = 1,000 bytes, gzip. */
export const BUDGETS = {
  homeJsGzipKB: 110,
  homeCssGzipKB: 20,
  workerUploadGzipKB: 600,
  /** Pages that must each be their own lazily loaded chunk, never part of what `/` loads. */
  separatePages: ['Admin', 'Profile', 'Generate'],
} as const;
