/**
 * Architecture boundaries, checked by `npm run lint` (decision 008). Paths are resolved, so a
 * rule holds however an import is spelled (../, ../../, with or without an extension).
 *
 * Web (apps/web/src):   app → features → shared (components, hooks, lib, config, utils, testing)
 * Server (apps/server/src): app.ts, server.ts, cli/, routes/, plugins/ (composition)
 *                        → features → shared, lib, db, config.ts, errors.ts
 * Features never import another feature (their own files only); shared layers never import
 * features or the composition layer; no import cycles anywhere.
 *
 * `$1` in a `to` path is the feature folder captured by the `from` path.
 */
const WEB = '^apps/web/src/'
const SERVER = '^apps/server/src/'
const WEB_SHARED = `${WEB}(components|hooks|lib|config|utils|testing)/`
const SERVER_SHARED = `${SERVER}(shared/|lib/|db/|config\\.ts$|errors\\.ts$)`
const SERVER_COMPOSITION = `${SERVER}(app\\.ts$|server\\.ts$|cli/|routes/|plugins/)`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-no-feature-to-feature',
      comment:
        'A web feature imports only its own files and the shared layers. Move what two features share to components/, hooks/, lib/ or utils/, or compose the features in app/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-features-not-app',
      comment: 'Features are composed by app/ (routes, layout, providers); they never import it.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(app/|main\\.tsx$)` },
    },
    {
      name: 'web-shared-not-features-or-app',
      comment:
        'components/, hooks/, lib/, config/, utils/ and testing/ are the bottom layer: they import neither features nor app. Invert the dependency (e.g. pass a value in, register a provider at start-up).',
      severity: 'error',
      from: { path: WEB_SHARED },
      to: { path: `${WEB}(features/|app/|main\\.tsx$)` },
    },
    {
      name: 'server-no-feature-to-feature',
      comment:
        'A server feature imports only its own files, shared/, lib/, db/, config.ts, errors.ts and the packages. Move what two features share to shared/, or publish an event (shared/events.ts) the other feature subscribes to.',
      severity: 'error',
      from: { path: `${SERVER}features/([^/]+)/` },
      to: { path: `${SERVER}features/`, pathNot: `${SERVER}features/$1/` },
    },
    {
      name: 'server-features-not-composition',
      comment: 'app.ts, server.ts, cli/, routes/ and plugins/ assemble the features; features never import them.',
      severity: 'error',
      from: { path: `${SERVER}features/` },
      to: { path: SERVER_COMPOSITION },
    },
    {
      name: 'server-shared-not-features-or-composition',
      comment: 'shared/, lib/, db/, config.ts and errors.ts import neither features nor the composition layer.',
      severity: 'error',
      from: { path: SERVER_SHARED },
      to: { path: `${SERVER}(features/|app\\.ts$|server\\.ts$|cli/|routes/|plugins/)` },
    },
    {
      name: 'packages-not-apps',
      comment: 'The contract and the engine are used by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles hide a missing boundary. Type-only imports are erased at build time and are not counted.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dev-dist|\\.data)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
