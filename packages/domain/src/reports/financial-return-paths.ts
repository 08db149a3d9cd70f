/** Issue 27: the console page of the licence's financial return (beside `paths.admin.reports`). */
export const financialReturnPaths = {
  page: '/admin/financial-return',
} as const;
