// altcha ships no declaration for these two translations (its "./i18n/*" types point at
// dist/external/<name>.d.ts, which exists for "fr" and "zh" only); they are side-effect modules.
declare module 'altcha/i18n/fr-fr'
declare module 'altcha/i18n/zh-cn'
