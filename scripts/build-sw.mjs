// Service-worker step of `npm run build`; intentionally a no-op until the offline issue adds `serwist build` over out/.
console.log('service worker: not built yet (offline support comes with serwist; see README).');
