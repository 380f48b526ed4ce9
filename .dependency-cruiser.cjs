/**
 * `npm run check:cycles`: no file imports another that imports it back, directly or around a loop
 * (type-only and lazy imports count too), on the server, in the web app and in the contract.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Move what both files need into a third file below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
  },
};
