// Chunks of @btc-vision/transaction's browser build that its package exports without types; the
// stages only import them to evaluate them, so their exports are left untyped (empty).
declare module '@btc-vision/transaction/browser/noble-curves' {}
declare module '@btc-vision/transaction/browser/noble-hashes' {}
declare module '@btc-vision/transaction/browser/vendors' {}
declare module '@btc-vision/transaction/browser/btc-vision-bitcoin' {}
